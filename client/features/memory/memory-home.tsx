import { useQuery } from '@tanstack/react-query';
import { BookOpen, Lightbulb } from 'lucide-react';
import { Link } from 'react-router';
import type { RecentAddition } from '../../../shared/memory-triggers';
import { HOME_TRIGGER_COUNT, RECENT_ADDITION_DAYS } from '../../../shared/memory-triggers-basics';
import { StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';
import { ButtonLink } from '../../components/ui/button';
import { describeError } from '../../lib/api';
import { booksQuery } from './books.queries';
import { PhotoImage } from './photo-image';
import { TriggerCard } from './trigger-card';
import { recentAdditionsQuery, triggerListQuery, useTriggersLive } from './triggers.queries';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' });

/** What others in the circle added lately, grouped per person ("Rosa added 3 photos"). */
function RecentAdditions({ circleId }: { circleId: string }) {
  const recent = useQuery(recentAdditionsQuery(circleId));
  const additions = recent.data?.additions ?? [];
  return (
    <Section
      title="Recent additions"
      intro={`What others in your circle added in the last ${RECENT_ADDITION_DAYS} days.`}
    >
      {recent.isError ? (
        <p role="alert">{describeError(recent.error) ?? 'We could not load what is new.'}</p>
      ) : null}
      {recent.isSuccess && additions.length === 0 ? (
        <p className="text-fg-muted">Nothing new from others yet.</p>
      ) : null}
      <ul className="grid gap-4">
        {additions.map((addition) => (
          <li
            key={`${addition.source}:${addition.addedBy.id}:${addition.latestAt}`}
            className="border-border grid gap-3 rounded-xl border-2 p-4"
          >
            <h3 className="text-xl font-bold break-words">{addition.summary}</h3>
            <p className="text-fg-muted">{when(addition.latestAt)}</p>
            {addition.thumbnails.length ? (
              <ul className="flex flex-wrap gap-2">
                {addition.thumbnails.map((thumbnail) => (
                  <li key={thumbnail.url}>
                    <Link to={thumbnail.link} className="block rounded-lg">
                      <PhotoImage
                        photo={{ ...thumbnail, thumbnailUrl: thumbnail.url }}
                        sizes="5rem"
                        alt={thumbnail.alt || `Photo added by ${addition.addedBy.name}`}
                        className="h-20 w-20 rounded-lg object-cover"
                      />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>
              <StandaloneLink to={addition.link}>
                {SEE[addition.source]}
                <span className="sr-only"> {addition.summary}</span>
              </StandaloneLink>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const SEE: Record<RecentAddition['source'], string> = {
  photos: 'See the photos',
  recordings: 'Listen to the recordings',
  books: 'See the memory books',
};

/** A few memory triggers, so whoever visits knows what to talk about and what to avoid. */
function HomeTriggers({ circleId }: { circleId: string }) {
  const list = useQuery(triggerListQuery(circleId, { limit: HOME_TRIGGER_COUNT }));
  const triggers = list.data?.triggers ?? [];
  return (
    <Section
      title="Memory triggers"
      intro="Conversation starters for your visit, with what helps and what to avoid."
    >
      {list.isError ? (
        <p role="alert">{describeError(list.error) ?? 'We could not load the memory triggers.'}</p>
      ) : null}
      {list.isSuccess && triggers.length === 0 ? (
        <p className="text-fg-muted">
          No memory triggers yet. Write down what starts a good conversation, and what upsets.
        </p>
      ) : null}
      <ul className="grid gap-4">
        {triggers.map((trigger) => (
          <li key={trigger.id}>
            <TriggerCard trigger={trigger} />
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to="/memory-support/triggers" variant="secondary">
          <Lightbulb aria-hidden className="h-5 w-5" />
          {triggers.length ? 'See all memory triggers' : 'Add a memory trigger'}
        </ButtonLink>
      </div>
    </Section>
  );
}

/** The memory book changed last, ready to look through together; nothing until there is one. */
function LatestBook({ circleId }: { circleId: string }) {
  const list = useQuery(booksQuery(circleId));
  const book = list.data?.books[0];
  if (!book) return null;
  return (
    <Section title="The latest memory book">
      <div className="border-border grid gap-3 rounded-xl border-2 p-4">
        {book.cover ? (
          <PhotoImage
            photo={book.cover}
            sizes="8rem"
            alt=""
            className="h-32 w-32 rounded-lg object-cover"
          />
        ) : null}
        <h3 className="text-xl font-bold break-words">{book.title}</h3>
        {book.dedication ? <p className="break-words">{book.dedication}</p> : null}
        <p className="text-fg-muted">
          {book.pageCount === 1 ? '1 page' : `${book.pageCount} pages`}
        </p>
        <p>
          <ButtonLink to={`/memory-support/books/${book.id}/view`} variant="secondary">
            <BookOpen aria-hidden className="h-5 w-5" />
            Look through it together
            <span className="sr-only"> ({book.title})</span>
          </ButtonLink>
        </p>
      </div>
    </Section>
  );
}

/** The top of the memory support home: what is new from others, memory triggers, the latest book. */
export function MemoryHome({ circleId }: { circleId: string }) {
  useTriggersLive(circleId);
  return (
    <>
      <RecentAdditions circleId={circleId} />
      <HomeTriggers circleId={circleId} />
      <LatestBook circleId={circleId} />
    </>
  );
}
