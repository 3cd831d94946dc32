import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import {
  COMMUNITY_GUIDELINES,
  REPORT_REASONS,
  type CommunityAuthor,
} from '../../../shared/community';
import { communityApi } from '../../../shared/community.contract';
import { GROUP_CLOSED_NOTICE } from '../../../shared/community-groups';
import { Link } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { FormAlert, SelectField, TextAreaField } from '../../components/ui/form-field';
import { Page } from '../../components/ui/page';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { type ReportKind, useCommunityMutations } from './community.queries';

export const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A form's last row: the button that sends it, and Cancel. */
export function SendOrCancel({
  label,
  isPending,
  onCancel,
}: {
  label: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={isPending}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/**
 * On a closed (archived) group and its threads, instead of any writing form (decision 059).
 */
export function GroupClosedNotice() {
  return (
    <Notice title={GROUP_CLOSED_NOTICE}>
      <p>
        Moderators closed this group. You can still read its conversations, but nobody can post,
        reply or join. You can still delete what you wrote.
      </p>
    </Notice>
  );
}

/** The page while a group, a thread or a question loads, or why it could not be loaded. */
export function WaitingPage({
  title,
  error,
  loading,
  back,
}: {
  title: string;
  error: unknown;
  /** "Loading the post…" */
  loading: string;
  back: { to: string; label: string };
}) {
  if (!error) return <Page title={title} lead={loading} />;
  return (
    <Page title={title} lead={describeError(error)}>
      <StandaloneLink to={back.to}>{back.label}</StandaloneLink>
    </Page>
  );
}

/** A group's, post's or question's title in a list, opening it. */
export function TitleLink({
  to,
  title,
  heading: Heading = 'h3',
  className = 'text-lg font-bold',
}: {
  to: string;
  title: string;
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  return (
    <Heading className={className}>
      <Link to={to} className="underline underline-offset-4">
        {title}
      </Link>
    </Heading>
  );
}

/** "Maria L. (you)", "Anonymous caregiver (you)" */
export const authorLabel = (author: CommunityAuthor) =>
  author.isYou ? `${author.name} (you)` : author.name;

export function GuidelinesList({ level = 3 }: { level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-3">
      {COMMUNITY_GUIDELINES.map((rule) => (
        <li key={rule.title}>
          <Heading className="text-lg font-bold">{rule.title}</Heading>
          <p>{rule.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Shown once, before the first post: the guidelines and the button that accepts them. */
export function AcceptGuidelines() {
  const { acceptGuidelines } = useCommunityMutations();
  return (
    <section
      aria-labelledby="accept-guidelines-title"
      className="border-border bg-muted grid gap-3 rounded-xl border-2 p-4"
    >
      <h2 id="accept-guidelines-title" className="text-xl font-bold">
        Before your first post: our community guidelines
      </h2>
      <GuidelinesList />
      <div>
        <Button onClick={() => acceptGuidelines.mutate()} disabled={acceptGuidelines.isPending}>
          I accept the community guidelines
        </Button>
      </div>
    </section>
  );
}

/** "Post anonymously": the form's own checkbox field (`{...register('isAnonymous')}`). */
export function AnonymousChoice(field: UseFormRegisterReturn<'isAnonymous'>) {
  return (
    <div className="grid gap-1">
      <label className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className="h-6 w-6 shrink-0"
          aria-describedby="anonymous-hint"
          {...field}
        />
        Post anonymously
      </label>
      <p id="anonymous-hint" className="text-fg-muted text-sm">
        Other members see “Anonymous caregiver”. Kinwell’s moderators can still see who wrote it.
      </p>
    </div>
  );
}

/**
 * "Report": a reason and an optional note for the moderators, on a post or reply, or (decision
 * 058) a public question or an expert's answer.
 */
export function ReportButton({ kind, id }: { kind: ReportKind; id: string }) {
  const [isOpen, setOpen] = useState(false);
  if (!isOpen)
    return (
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Report this {kind}
      </Button>
    );
  return <ReportForm kind={kind} id={id} onDone={() => setOpen(false)} />;
}

function ReportForm({ kind, id, onDone }: { kind: ReportKind; id: string; onDone: () => void }) {
  const { report } = useCommunityMutations();
  // Every report has the same body, whatever it is about (reportInputSchema).
  const {
    register,
    submit,
    formState: { errors },
  } = useContractForm(communityApi.reportPost, { defaultValues: { note: '' } });
  const handleSend = submit(async ({ reason, note }) => {
    await report.mutateAsync({ kind, id, input: { reason, note: note || undefined } });
    onDone();
    toast({
      title: 'Thank you for telling us',
      description: 'A moderator will look at it.',
      variant: 'success',
    });
  });
  return (
    <form
      onSubmit={handleSend}
      className="border-border grid gap-3 rounded-xl border-2 p-4"
      noValidate
    >
      <SelectField
        label={`Why are you reporting this ${kind}?`}
        error={errors.reason?.message}
        {...register('reason')}
      >
        <option value="">Choose a reason</option>
        {Object.entries(REPORT_REASONS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Anything the moderators should know (optional)"
        maxLength={1000}
        error={errors.note?.message}
        {...register('note')}
      />
      <FormAlert message={errors.root?.message} />
      <SendOrCancel label="Send report" isPending={report.isPending} onCancel={onDone} />
    </form>
  );
}
