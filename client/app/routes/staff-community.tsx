import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ModerationAction, QueueItem } from '../../../shared/community';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { formatWhen } from '../../features/community/community-parts';
import {
  moderationQueueQuery,
  useCommunityMutations,
} from '../../features/community/community.queries';
import {
  HeldWordsEditor,
  ModeratorTools,
  PausedMembers,
} from '../../features/community/moderator-tools';
import { PostText } from '../../features/community/post-text';
import { StaffConsole } from '../../features/staff/staff-console';

const DONE: Record<ModerationAction, string> = {
  hide: 'Hidden. The writer is told why.',
  restore: 'Restored. The writer is told.',
  dismiss: 'Closed without a change.',
  approve: 'Approved. Others can see it now.',
};

function Item({ item }: { item: QueueItem }) {
  const { moderate } = useCommunityMutations();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  // The item leaves the queue once the decision is saved, so the toast cannot wait for it.
  const act = (action: ModerationAction) =>
    moderate.mutateAsync({ kind: item.kind, id: item.id, input: { action, note } }).then(
      () => toast({ title: DONE[action], variant: 'success' }),
      (failure: unknown) => setError(describeError(failure)),
    );
  const heading = `${item.kind === 'post' ? 'Post' : 'Reply to'} “${item.title}”`;
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
        Written by {item.writer.communityName}
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
        label="Note to the writer (they are told this)"
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
          <Button onClick={() => act('approve')} disabled={moderate.isPending}>
            Approve
          </Button>
        ) : null}
        {item.isHidden ? (
          <Button onClick={() => act('restore')} disabled={moderate.isPending}>
            Restore
          </Button>
        ) : (
          <Button variant="danger" onClick={() => act('hide')} disabled={moderate.isPending}>
            Hide
          </Button>
        )}
        {item.isHeld ? null : (
          <Button variant="secondary" onClick={() => act('dismiss')} disabled={moderate.isPending}>
            Close without a change
          </Button>
        )}
      </div>
      <ModeratorTools item={item} />
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
      lead="Crisis language first, then reports and posts held for review, oldest first. You see who wrote each post, even anonymous ones; members never do. Every action is recorded."
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
