import type {
  ContentHeading,
  ContentSource,
  ContentSummary,
  ExpertQuote,
  FaqItem,
  StatisticItem,
} from '../../../shared/content';
import { ExternalLink, StandaloneLink } from '../../components/links';
import { Section } from '../../components/section';

/** A table of contents from the page's ## headings. */
export function TableOfContents({ headings }: { headings: readonly ContentHeading[] }) {
  return (
    <nav aria-labelledby="toc-title" className="border-border bg-muted rounded-xl border p-5">
      <h2 id="toc-title" className="mb-2 text-xl font-bold">
        On this page
      </h2>
      <ol className="grid list-decimal gap-1 pl-6">
        {headings
          .filter((heading) => heading.level === 2)
          .map((heading) => (
            <li key={heading.id}>
              <a
                href={`#${heading.id}`}
                className="inline-flex min-h-11 items-center underline underline-offset-4"
              >
                {heading.text}
              </a>
            </li>
          ))}
      </ol>
    </nav>
  );
}

/** Spec §3 statistics: each figure with what it counts and who published it. */
export function KeyStatistics({ statistics }: { statistics: readonly StatisticItem[] }) {
  return (
    <Section title="Key facts">
      <ul className="grid gap-4 sm:grid-cols-2">
        {statistics.map((item) => (
          <li
            key={`${item.stat} ${item.description}`}
            className="border-border bg-bg grid content-start gap-2 rounded-xl border p-5"
          >
            <p>
              <span className="block text-3xl leading-tight font-bold">{item.stat}</span>
              <span className="block text-lg">{item.description}</span>
            </p>
            <p className="text-fg-muted text-base">Source: {item.source}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Spec §3 expert quotes; shown only when a page has real, attributed ones. */
export function ExpertQuotes({ quotes }: { quotes: readonly ExpertQuote[] }) {
  return (
    <Section title="What experts say">
      {quotes.map((item) => (
        <figure key={item.quote} className="border-accent border-l-4 pl-5">
          <blockquote className="text-lg">
            <p>“{item.quote}”</p>
          </blockquote>
          <figcaption className="text-fg-muted mt-2">
            {item.expert}, {item.credentials}, {item.institution}
          </figcaption>
        </figure>
      ))}
    </Section>
  );
}

/** Spec §3 FAQ items, answered in full on the page (they are also the page's FAQPage data). */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <Section title="Questions families ask">
      <dl className="grid gap-5">
        {items.map((item) => (
          <div key={item.question} className="grid gap-1">
            <dt className="text-xl font-semibold">{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

export function SourceList({ sources }: { sources: readonly ContentSource[] }) {
  return (
    <Section title="Sources">
      <ul className="grid gap-2">
        {sources.map((source) => (
          <li key={source.url}>
            {source.name}:{' '}
            <ExternalLink href={source.url} className="wrap-anywhere">
              {source.title}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function RelatedPages({ title, pages }: { title: string; pages: readonly ContentSummary[] }) {
  return (
    <Section title={title}>
      <ul className="grid gap-2">
        {pages.map((page) => (
          <li key={page.path}>
            <StandaloneLink to={page.path}>{page.title}</StandaloneLink>
            <p className="text-fg-muted">{page.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
