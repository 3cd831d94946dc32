import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationAction, QueueItem } from '../../../shared/community';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { formatWhen } from './community-parts';
import { moderationQueueQuery, useCommunityMutations } from './community.queries';
import {
  type GroupQueueItem,
  HeldWordsEditor,
  ModeratorTools,
  PausedMembers,
} from './moderator-tools';
import { useQuestionMutations } from './questions.queries';
import { PostText } from './post-text';
import { StaffConsole } from '../staff/staff-console.part';

const DONE: Record<ModerationAction, string> = {
  hide: 'Hidden. The writer is told why.',
  restore: 'Restored. The writer is told.',
  dismiss: 'Closed without a change.',
  approve: 'Approved. Others can see it now.',
};

/** Only the person who asked is told, when their question is hidden or restored. */
const EXPERT_AREA_DONE: Record<ModerationAction, string> = {
  ...DONE,
  hide: 'Hidden.',
  restore: 'Restored.',
};

const isGroupItem = (item: QueueItem): item is GroupQueueItem =>
  item.kind === 'post' || item.kind === 'reply';

const HEADINGS: Record<QueueItem['kind'], string> = {
  post: 'Post',
  reply: 'Reply to',
  question: 'Question to the experts',
  answer: 'Expert’s answer to',
};

const WRITTEN_BY: Record<QueueItem['kind'], string> = {
  post: 'Written by',
  reply: 'Written by',
  question: 'Asked by',
  answer: 'Answered by',
};

function Item({ item }: { item: QueueItem }) {
  const { moderate } = useCommunityMutations();
  const { moderate: moderateQuestion } = useQuestionMutations();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const isPending = moderate.isPending || moderateQuestion.isPending;
  // Questions and answers are never held: the expert area has hide, restore and close (049).
  const save = (action: ModerationAction): Promise<unknown> =>
    isGroupItem(item)
      ? moderate.mutateAsync({ kind: item.kind, id: item.id, input: { action, note } })
      : action === 'approve'
        ? Promise.resolve()
        : moderateQuestion.mutateAsync({
            kind: item.kind === 'answer' ? 'answer' : 'question',
            id: item.id,
            input: { action, note },
          });
  // The item leaves the queue once the decision is saved, so the toast cannot wait for it.
  const act = (action: ModerationAction) =>
    save(action).then(
      () =>
        toast({
          title: isGroupItem(item) ? DONE[action] : EXPERT_AREA_DONE[action],
          variant: 'success',
        }),
      (failure: unknown) => setError(describeError(failure)),
    );
  const heading = `${HEADINGS[item.kind]} “${item.title}”`;
  return (
    <Card className={item.isUrgent ? 'border-danger grid gap-3' : 'grid gap-3'}>
      <h2 className="text-xl font-bold">
        {item.isUrgent ? <span className="text-danger">Urgent: crisis language. </span> : null}
        {heading}
      </h2>
      <p className="text-fg-muted">
        In {item.groupName} · {formatWhen(item.createdAt)} ·{' '}
        {item.isHeld
          ? 'Waiting for a moderator: only the writer sees it'
          : item.isHidden
            ? 'Hidden'
            : 'Visible'}
      </p>
      <p>
        {WRITTEN_BY[item.kind]} {item.writer.communityName}
        {item.kind === 'answer' ? ', a Kinwell expert' : ''}
        {item.writer.accountName ? ` (account: ${item.writer.accountName})` : ''}
        {item.writer.isAnonymous ? ', posted anonymously: members see “Anonymous caregiver”' : ''}.
      </p>
      <div className="border-border rounded-lg border-2 p-3">
        <PostText text={item.body} />
      </div>
      <ul className="grid list-disc gap-1 pl-6">
        {item.flags.map((flag, index) => (
          <li key={index}>
            {flag.kind === 'crisis'
              ? 'Found by Kinwell: '
              : flag.kind === 'report'
                ? 'Reported: '
                : ''}
            {flag.reason}
            {flag.note ? ` — “${flag.note}”` : ''} ({formatWhen(flag.at)})
          </li>
        ))}
      </ul>
      <TextAreaField
        label={
          item.kind === 'answer'
            ? 'Note (kept with the answer for Kinwell’s staff)'
            : item.kind === 'question'
              ? 'Note to the person who asked (they are told this when it is hidden or restored)'
              : 'Note to the writer (they are told this)'
        }
        value={note}
        error={error}
        maxLength={1000}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap gap-3">
        {item.isHeld ? (
          <Button onClick={() => act('approve')} disabled={isPending}>
            Approve
          </Button>
        ) : null}
        {item.isHidden ? (
          <Button onClick={() => act('restore')} disabled={isPending}>
            Restore
          </Button>
        ) : (
          <Button variant="danger" onClick={() => act('hide')} disabled={isPending}>
            Hide
          </Button>
        )}
        {item.isHeld ? null : (
          <Button variant="secondary" onClick={() => act('dismiss')} disabled={isPending}>
            Close without a change
          </Button>
        )}
      </div>
      {isGroupItem(item) ? <ModeratorTools item={item} /> : null}
    </Card>
  );
}

function Queue() {
  const { data, error, isPending } = useQuery(moderationQueueQuery());
  if (isPending) return <p>Loading the queue…</p>;
  if (error || !data) return <p role="alert">{describeError(error)}</p>;
  if (data.items.length === 0) return <p className="text-lg">Nothing is waiting. Thank you.</p>;
  return (
    <ul className="grid gap-4">
      {data.items.map((item) => (
        <li key={`${item.kind}:${item.id}`}>
          <Item item={item} />
        </li>
      ))}
    </ul>
  );
}

/** /staff/community: moderators work reports and crisis flags (decision 045). */
export default function StaffCommunityScreen() {
  return (
    <StaffConsole
      title="Moderation queue"
      right="community.moderate"
      lead="Crisis language first, then reports and posts held for review, oldest first, with the expert questions and answers that are urgent or reported. You see who wrote each post, even anonymous ones; members never do. Every action is recorded."
    >
      {() => (
        <>
          <StandaloneLink to="/staff/community/groups">Manage the community groups</StandaloneLink>
          <Queue />
          <PausedMembers />
          <HeldWordsEditor />
        </>
      )}
    </StaffConsole>
  );
}
