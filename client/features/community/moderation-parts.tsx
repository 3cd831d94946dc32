import type { CommunityPost, CommunityProfile, PostSummary } from '../../../shared/community';
import { Notice } from '../../components/notice';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useModerationMutations } from './moderation.queries';

/** What the writer (and only the writer) reads about holds and moderators' edits (decision 050). */

const untilFormat = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function HeldNotice({ what }: { what: 'post' | 'reply' }) {
  return (
    <Notice title="Waiting for a moderator" level={3}>
      <p>
        Only you can see this {what} for now. A moderator reads it soon, and then others can see it
        too. Thank you for your patience.
      </p>
    </Notice>
  );
}

/** Held, or edited by a moderator (with the note for the writer). */
export function ModerationNotes({
  moderation,
  what,
}: {
  moderation: CommunityPost['moderation'];
  what: 'post' | 'reply';
}) {
  return (
    <>
      {moderation.isHeld ? <HeldNotice what={what} /> : null}
      {moderation.isEditedByModerator ? (
        moderation.editNote ? (
          <Notice title={`A moderator edited your ${what}`} level={3}>
            <p>The moderator’s note: {moderation.editNote}</p>
          </Notice>
        ) : (
          <p className="text-fg-muted">Edited by a moderator.</p>
        )
      ) : null}
    </>
  );
}

/** A short line for lists. */
export function HeldLabel({ post }: { post: PostSummary }) {
  return post.moderation.isHeld ? (
    <p className="font-semibold">Waiting for a moderator: only you see it for now.</p>
  ) : null;
}

/** Instead of the writing form while a moderator's pause runs; the warning stays visible. */
export function SuspensionNotice({ profile }: { profile: CommunityProfile }) {
  if (!profile.suspension) return null;
  return (
    <Notice title="Your posting is paused" tone="danger" level={2}>
      <p>
        A moderator paused your posting until {untilFormat(profile.suspension.until)}. You can still
        read every group.
      </p>
      <p>The moderator’s reason: {profile.suspension.note}</p>
    </Notice>
  );
}

export function WarningNotice({ profile }: { profile: CommunityProfile }) {
  if (!profile.warning || profile.suspension) return null;
  return (
    <Notice title="A note from a moderator" level={2}>
      <p>{profile.warning.note}</p>
      <p className="text-fg-muted text-sm">Sent {untilFormat(profile.warning.at)}.</p>
    </Notice>
  );
}

/** "This helped": one per member, pressed again to take it back. */
export function HelpedButton({
  kind,
  id,
  helpedCount,
  helpedByYou,
  disabled = false,
}: {
  kind: 'post' | 'reply';
  id: string;
  helpedCount: number;
  helpedByYou: boolean;
  disabled?: boolean;
}) {
  const { helped } = useModerationMutations();
  return (
    <Button
      variant={helpedByYou ? 'primary' : 'secondary'}
      aria-pressed={helpedByYou}
      disabled={disabled || helped.isPending}
      onClick={() =>
        helped.mutate(
          { kind, id, helped: !helpedByYou },
          {
            onError: (failure) => toast({ title: describeError(failure), variant: 'destructive' }),
          },
        )
      }
    >
      This helped{helpedCount > 0 ? ` (${helpedCount})` : ''}
    </Button>
  );
}
