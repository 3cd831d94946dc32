import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { QueueItem } from '../../../shared/community';
import { SUSPENSION_DAYS, type SuspensionDays } from '../../../shared/community-moderation';
import { Section } from '../../components/section';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import type { PausedMember } from '../../../shared/community-moderation';
import { communityModerationApi } from '../../../shared/community-moderation.contract';
import { Card } from '../../components/ui/card';
import { formatWhen, SendOrCancel } from './community-parts';
import { heldWordsQuery, pausedMembersQuery, useModerationMutations } from './moderation.queries';

/** Moderators' tools beyond hide and restore, on one queue item (decision 050). */

type Tool = 'edit' | 'warn' | 'suspend';
/** A post or reply: the expert area's items have the questions' own actions (decision 049). */
export type GroupQueueItem = QueueItem & { kind: 'post' | 'reply' };
const TOOL_LABELS: Record<Tool, string> = {
  edit: 'Edit with a note',
  warn: 'Warn the writer',
  suspend: 'Pause their posting',
};

export function ModeratorTools({ item }: { item: GroupQueueItem }) {
  const [tool, setTool] = useState<Tool | null>(null);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-2">
        {(Object.keys(TOOL_LABELS) as Tool[]).map((key) => (
          <Button
            key={key}
            variant="secondary"
            aria-expanded={tool === key}
            onClick={() => setTool(tool === key ? null : key)}
          >
            {TOOL_LABELS[key]}
          </Button>
        ))}
      </div>
      {tool ? <ToolForm key={tool} tool={tool} item={item} onDone={() => setTool(null)} /> : null}
    </div>
  );
}

function ToolForm({
  tool,
  item,
  onDone,
}: {
  tool: Tool;
  item: GroupQueueItem;
  onDone: () => void;
}) {
  const { edit, warn, suspend } = useModerationMutations();
  const [title, setTitle] = useState(item.title);
  const [body, setBody] = useState(item.body);
  const [note, setNote] = useState('');
  const [days, setDays] = useState<SuspensionDays>(1);
  const [error, setError] = useState<string>();
  const target = { kind: item.kind, id: item.id };
  const handlers = {
    onSuccess: () => {
      toast({ title: 'Done. The writer is told why.', variant: 'success' as const });
      onDone();
    },
    onError: (failure: Error) => setError(describeError(failure)),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tool === 'edit')
      edit.mutate(
        { ...target, input: { ...(item.kind === 'post' ? { title } : {}), body, note } },
        handlers,
      );
    else if (tool === 'warn') warn.mutate({ ...target, input: { note } }, handlers);
    else suspend.mutate({ ...target, input: { days, note } }, handlers);
  };
  return (
    <form onSubmit={submit} className="border-border grid gap-3 rounded-xl border-2 p-4" noValidate>
      {tool === 'edit' ? (
        <>
          {item.kind === 'post' ? (
            <TextField
              label="Title"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          ) : null}
          <TextAreaField
            label="The words, as they should read"
            value={body}
            rows={6}
            onChange={(event) => setBody(event.target.value)}
          />
        </>
      ) : null}
      {tool === 'suspend' ? (
        <SelectField
          label="Pause posting for"
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as SuspensionDays)}
        >
          {SUSPENSION_DAYS.map((value) => (
            <option key={value} value={value}>
              {value === 1 ? '1 day' : `${value} days`}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label={
          tool === 'warn' ? 'Your warning (the writer reads this)' : 'Why (the writer reads this)'
        }
        value={note}
        error={error}
        maxLength={1000}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <SendOrCancel
        label={
          tool === 'edit' ? 'Save the edit' : tool === 'warn' ? 'Send the warning' : 'Pause posting'
        }
        isPending={edit.isPending || warn.isPending || suspend.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** The words that hold a post or reply for review: one a line, whole words, any case. */
export function HeldWordsEditor() {
  const { data } = useQuery(heldWordsQuery());
  if (!data) return null;
  return <WordsForm key={data.words.join('\n')} initial={data.words} />;
}

function WordsForm({ initial }: { initial: string[] }) {
  const { saveWords } = useModerationMutations();
  const [text, setText] = useState(initial.join('\n'));
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean);
    saveWords.mutate(words, {
      onSuccess: () => toast({ title: 'The word list is saved', variant: 'success' }),
      onError: (failure) => setError(describeError(failure)),
    });
  };
  return (
    <Section title="Words held for review">
      <form onSubmit={submit} className="grid gap-3" noValidate>
        <TextAreaField
          label="One word or phrase a line"
          hint="A post or reply with one of these, as a whole word in any case, waits for a moderator before others see it. Crisis words are never held."
          value={text}
          rows={6}
          error={error}
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
        />
        <div>
          <Button type="submit" disabled={saveWords.isPending}>
            Save the word list
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Members whose posting is paused now; a moderator may lift a pause early, with a note. */
export function PausedMembers() {
  const { data } = useQuery(pausedMembersQuery());
  if (!data) return null;
  return (
    <Section title="Paused members">
      {data.members.length === 0 ? (
        <p>Nobody’s posting is paused.</p>
      ) : (
        <ul className="grid gap-4">
          {data.members.map((member) => (
            <li key={member.userId}>
              <LiftPause member={member} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function LiftPause({ member }: { member: PausedMember }) {
  const { liftPause } = useModerationMutations();
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityModerationApi.liftPause, { defaultValues: { note: '' } });
  const handleLift = submit(async (input) => {
    await liftPause.mutateAsync({ userId: member.userId, input });
    toast({ title: 'The pause is lifted. The member is told why.', variant: 'success' });
  });
  return (
    <Card className="grid gap-3">
      <h3 className="text-lg font-bold break-words">
        {member.communityName} (account: {member.accountName})
      </h3>
      <p>
        Paused until {formatWhen(member.until)}. The reason they were given: {member.note}
      </p>
      <form onSubmit={handleLift} className="grid gap-3" noValidate>
        <TextAreaField
          label={`Why you lift ${member.communityName}’s pause (they read this)`}
          error={errors.note?.message}
          maxLength={1000}
          {...register('note')}
        />
        <FormAlert message={errors.root?.message} />
        <div>
          <Button type="submit" disabled={liftPause.isPending}>
            Lift the pause now
          </Button>
        </div>
      </form>
    </Card>
  );
}
