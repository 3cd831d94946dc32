import { Hand, Heart, Image, Lightbulb, MapPin, Music, CalendarDays, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Trigger, TriggerTieKind } from '../../../shared/memory-triggers';
import type { LucideIcon } from 'lucide-react';

const TIE_ICONS: Record<TriggerTieKind, LucideIcon> = {
  none: Lightbulb,
  photo: Image,
  person: User,
  place: MapPin,
  song: Music,
  era: CalendarDays,
};

const TIE_WORDS: Record<TriggerTieKind, string> = {
  none: '',
  photo: 'Photo',
  person: 'Person',
  place: 'Place',
  song: 'Song',
  era: 'Era',
};

/**
 * One memory trigger as every visitor should see it: the conversation starter first, then what
 * helps, and what to avoid in a calm warning box (a word and an icon, not alarm red).
 */
export function TriggerCard({
  trigger,
  level = 3,
  actions,
  isPhotoLinked = true,
}: {
  trigger: Trigger;
  level?: 2 | 3 | 4;
  actions?: ReactNode;
  /** A photo's trigger links to the photo's own page, unless it is shown on that page. */
  isPhotoLinked?: boolean;
}) {
  const Heading = (['h2', 'h3', 'h4'] as const)[level - 2] ?? 'h3';
  const TieIcon = TIE_ICONS[trigger.tie.kind];
  return (
    <article className="border-border bg-bg grid gap-3 rounded-xl border-2 p-4">
      <Heading className="text-xl leading-snug font-bold break-words">{trigger.starter}</Heading>
      {trigger.tie.kind !== 'none' ? (
        <p className="text-fg-muted flex items-center gap-3 break-words">
          {trigger.tie.thumbnailUrl ? (
            <img
              src={trigger.tie.thumbnailUrl}
              alt=""
              className="h-14 w-14 shrink-0 rounded-lg object-cover"
            />
          ) : (
            <TieIcon aria-hidden className="h-5 w-5 shrink-0" />
          )}
          <span className="min-w-0">
            <span className="font-semibold">{TIE_WORDS[trigger.tie.kind]}:</span>{' '}
            {trigger.tie.photoId && isPhotoLinked ? (
              <Link
                to={`/memory-support/photos/${trigger.tie.photoId}`}
                className="underline underline-offset-2"
              >
                {trigger.tie.label}
              </Link>
            ) : (
              trigger.tie.label
            )}
          </span>
        </p>
      ) : null}
      {trigger.helps ? (
        <div className="bg-muted grid gap-1 rounded-lg p-3">
          <p className="flex items-center gap-2 font-semibold">
            <Heart aria-hidden className="h-5 w-5 shrink-0" />
            What helps
          </p>
          <p className="break-words whitespace-pre-line">{trigger.helps}</p>
        </div>
      ) : null}
      {trigger.avoid ? (
        <div className="border-warning grid gap-1 rounded-lg border-2 p-3">
          <p className="text-warning flex items-center gap-2 font-semibold">
            <Hand aria-hidden className="h-5 w-5 shrink-0" />
            What to avoid
          </p>
          <p className="break-words whitespace-pre-line">{trigger.avoid}</p>
        </div>
      ) : null}
      <p className="text-fg-muted text-base">Written by {trigger.addedBy.name}</p>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </article>
  );
}
