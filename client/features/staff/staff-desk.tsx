import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONTACT_SUBJECT_LABELS,
  type ContactSubject,
  type DeskRequest,
  URGENCY_LABELS,
} from '../../../shared/assistant';
import { formatRelativeTime } from '../../../shared/relative-time';
import type { OutboxEmail } from '../../../shared/staff';
import { staffApi } from '../../../shared/staff.contract';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FormAlert, TextAreaField } from '../../components/ui/form-field';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useContractForm } from '../../lib/use-contract-form';
import { describeDeadline } from './deadline';
import {
  type DeskAction,
  deskDetailQuery,
  deskListQuery,
  outboxQuery,
  useDeskAction,
} from './staff.queries';

const STATUS_LABELS: Record<DeskRequest['status'], string> = {
  new: 'New',
  claimed: 'Claimed',
  contacted: 'Contacted',
  resolved: 'Resolved',
};

const subjectLabel = (subject: string) =>
  CONTACT_SUBJECT_LABELS[subject as ContactSubject] ?? 'No topic chosen';

/** A note on the request for the other staff; the field empties once it is saved. */
function NoteForm({ id }: { id: string }) {
  const action = useDeskAction(id);
  const {
    field,
    submit,
    reset,
    formState: { errors, isSubmitting },
  } = useContractForm(staffApi.addNote, { defaultValues: { body: '' } });
  const handleSubmit = submit(async (body) => {
    await action.mutateAsync({ path: 'notes', body });
    reset();
  });
  return (
    <form className="grid gap-2" onSubmit={handleSubmit} noValidate>
      <TextAreaField label="Add a note" rows={3} {...field('body')} />
      <FormAlert message={errors.root?.message} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          Save note
        </Button>
      </div>
    </form>
  );
}

function RequestDetail({ id }: { id: string }) {
  const { data, error } = useQuery(deskDetailQuery(id));
  const action = useDeskAction(id);
  if (error) return <p role="alert">{describeError(error)}</p>;
  if (!data) return <p role="status">Loading the request…</p>;

  const run = async (change: DeskAction) => {
    try {
      await action.mutateAsync(change);
    } catch (failure) {
      toast({
        variant: 'destructive',
        title: 'That did not work',
        description: describeError(failure),
      });
    }
  };

  return (
    <Card aria-labelledby="request-title" className="grid gap-4">
      <h2 id="request-title" className="text-2xl font-bold">
        {data.name}
      </h2>
      <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd>
          <a className="underline" href={`mailto:${data.email}`}>
            {data.email}
          </a>
        </dd>
        <dt className="font-semibold">Phone</dt>
        <dd>
          {data.phone ? (
            <a className="underline" href={`tel:${data.phone}`}>
              {data.phone}
            </a>
          ) : (
            'Not given'
          )}
        </dd>
        <dt className="font-semibold">Topic</dt>
        <dd>{subjectLabel(data.subject)}</dd>
        <dt className="font-semibold">Urgency</dt>
        <dd>{URGENCY_LABELS[data.urgency]}</dd>
        <dt className="font-semibold">Status</dt>
        <dd>
          {STATUS_LABELS[data.status]}
          {data.claimedBy ? ` by ${data.claimedBy.name}` : ''}
        </dd>
        <dt className="font-semibold">Respond</dt>
        <dd>{describeDeadline(data, new Date())}</dd>
      </dl>
      {data.message ? (
        <section>
          <h3 className="font-semibold">Their message</h3>
          <p className="whitespace-pre-wrap">{data.message}</p>
        </section>
      ) : null}
      <section>
        <h3 className="font-semibold">Conversation with the assistant</h3>
        {data.conversation.length === 0 ? (
          <p>No conversation was sent with this request.</p>
        ) : (
          <ol className="grid gap-2">
            {data.conversation.map((message, index) => (
              <li
                key={index}
                className={cn(
                  'rounded-lg p-3',
                  message.role === 'user' ? 'bg-muted' : 'border-border border',
                )}
              >
                <span className="font-semibold">
                  {message.role === 'user' ? 'Visitor' : 'Assistant'}:{' '}
                </span>
                <span className="whitespace-pre-wrap">{message.content}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="flex flex-wrap gap-3">
        {data.status === 'new' ? (
          <Button onClick={() => void run({ path: 'claim' })} disabled={action.isPending}>
            Claim this request
          </Button>
        ) : null}
        {data.status !== 'contacted' && data.status !== 'resolved' ? (
          <Button
            variant="secondary"
            onClick={() => void run({ path: 'status', body: { status: 'contacted' } })}
            disabled={action.isPending}
          >
            Mark contacted
          </Button>
        ) : null}
        {data.status !== 'resolved' ? (
          <Button
            variant="secondary"
            onClick={() => void run({ path: 'status', body: { status: 'resolved' } })}
            disabled={action.isPending}
          >
            Mark resolved
          </Button>
        ) : null}
      </div>
      <NoteForm id={id} />
      {data.notes.length > 0 ? (
        <section>
          <h3 className="font-semibold">Notes</h3>
          <ul className="grid gap-2">
            {data.notes.map((item) => (
              <li key={item.id} className="border-border rounded-lg border p-3">
                <p className="whitespace-pre-wrap">{item.body}</p>
                <p className="text-fg-muted text-sm">
                  {item.author}, {formatRelativeTime(new Date(item.createdAt), new Date())}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

const ERROR_CATEGORY_LABELS: Record<NonNullable<OutboxEmail['lastErrorCategory']>, string> = {
  connection: 'Could not reach the mail server',
  authentication: 'The mail server refused our sign-in',
  rejected: 'The mail server rejected the email',
  other: 'Another error',
};

function Outbox() {
  const { data } = useQuery(outboxQuery);
  if (!data) return null;
  return (
    <section aria-labelledby="outbox-title" className="grid gap-3">
      <h2 id="outbox-title" className="text-2xl font-bold">
        Email outbox
      </h2>
      <p>
        {data.isSmtpConfigured
          ? 'Emails are sent through SMTP. The latest are listed here.'
          : 'SMTP is not set up on this installation, so emails wait here. Contact people directly.'}
      </p>
      {data.emails.length === 0 ? (
        <p>No emails yet.</p>
      ) : (
        <ul className="grid gap-2">
          {data.emails.map((email) => (
            <li key={email.id}>
              <details className="border-border rounded-lg border p-3">
                <summary className="min-h-11 cursor-pointer">
                  {email.subject} — to {email.to} (
                  {email.status === 'sent'
                    ? 'sent'
                    : email.status === 'failed'
                      ? 'failed'
                      : 'waiting'}
                  )
                </summary>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                  <dt className="font-semibold">Kind</dt>
                  <dd>{email.kind}</dd>
                  <dt className="font-semibold">Queued</dt>
                  <dd>{formatRelativeTime(new Date(email.createdAt), new Date())}</dd>
                  <dt className="font-semibold">Sent</dt>
                  <dd>
                    {email.sentAt
                      ? formatRelativeTime(new Date(email.sentAt), new Date())
                      : 'Not yet'}
                  </dd>
                  <dt className="font-semibold">Attempts</dt>
                  <dd>{email.attempts}</dd>
                  {email.lastErrorCategory ? (
                    <>
                      <dt className="font-semibold">Last error</dt>
                      <dd>{ERROR_CATEGORY_LABELS[email.lastErrorCategory]}</dd>
                    </>
                  ) : null}
                </dl>
                <p className="mt-2">Content is not shown to staff.</p>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Consultation requests by urgency and age, with the promised response time left. */
export function StaffDesk() {
  const [include, setInclude] = useState<'open' | 'all'>('open');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data: requests, error } = useQuery(deskListQuery(include));
  const now = new Date();

  return (
    <div className="grid gap-8">
      <section aria-labelledby="queue-title" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="queue-title" className="text-2xl font-bold">
            Consultation requests
          </h2>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={include === 'all'}
              onChange={(event) => setInclude(event.target.checked ? 'all' : 'open')}
            />
            Show resolved requests
          </label>
        </div>
        {error ? <p role="alert">{describeError(error)}</p> : null}
        {requests?.length === 0 ? <p>No open requests. Well done.</p> : null}
        <ul className="grid gap-2">
          {requests?.map((request) => (
            <li key={request.id}>
              <button
                type="button"
                aria-pressed={selectedId === request.id}
                onClick={() => setSelectedId(request.id)}
                className={cn(
                  'border-border hover:bg-muted grid w-full gap-1 rounded-lg border-2 p-3 text-left',
                  selectedId === request.id && 'border-accent',
                )}
              >
                <span className="font-semibold">
                  {request.name} · {URGENCY_LABELS[request.urgency]}
                </span>
                <span>
                  {subjectLabel(request.subject)} · {STATUS_LABELS[request.status]} · asked{' '}
                  {formatRelativeTime(new Date(request.createdAt), now)} ·{' '}
                  {describeDeadline(request, now)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      {selectedId ? <RequestDetail id={selectedId} /> : null}
      <Outbox />
    </div>
  );
}
