import { type MouseEvent, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { formatContentDate } from '../../../shared/content';
import { ARTICLES, type ContentPageData, HELP_PAGES } from '../../content/pages';
import { documentTitle } from '../../../shared/public-routes';
import { Breadcrumbs } from '../../features/content/breadcrumbs';
import {
  ExpertQuotes,
  FaqList,
  KeyStatistics,
  RelatedPages,
  SourceList,
  TableOfContents,
} from '../../features/content/content-blocks';

/** Pages long enough to need a table of contents. */
const MIN_SECTIONS_FOR_CONTENTS = 4;

/** An article (at /<slug>) or a help page (at /help/<slug>), from its content file. */
export function ContentView({ page }: { page: ContentPageData }) {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = documentTitle(page.title);
  }, [page.title]);

  const isArticle = page.kind === 'articles';
  const siblings = isArticle ? ARTICLES : HELP_PAGES;
  const related = page.related
    .map((slug) => siblings.find((other) => other.slug === slug))
    .filter((other) => other !== undefined);
  const sections = page.headings.filter((heading) => heading.level === 2);
  const trail = isArticle
    ? [{ name: 'Guides', url: '/guides' }]
    : [{ name: 'Support', url: '/support' }];

  // Links inside the text are plain <a> elements: follow internal ones without a page load.
  const handleBodyClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs
        items={[{ name: 'Home', url: '/' }, ...trail, { name: page.title, url: page.path }]}
      />
      <h1 className="mb-3 text-3xl leading-tight font-bold sm:text-4xl">{page.title}</h1>
      <p className="text-fg-muted mb-4 text-lg">{page.description}</p>
      <p className="text-fg-muted mb-8 flex flex-wrap gap-x-4 text-base">
        <span>
          Updated <time dateTime={page.updated}>{formatContentDate(page.updated)}</time>
        </span>
        {page.published !== page.updated ? (
          <span>
            First published{' '}
            <time dateTime={page.published}>{formatContentDate(page.published)}</time>
          </span>
        ) : null}
        <span>{page.readingMinutes} min read</span>
      </p>
      <div className="grid gap-10">
        {sections.length >= MIN_SECTIONS_FOR_CONTENTS ? (
          <TableOfContents headings={page.headings} />
        ) : null}
        {page.statistics.length > 0 ? <KeyStatistics statistics={page.statistics} /> : null}
        {/* Built from a checked content file at build time; raw HTML is refused there. */}
        <div
          className="content-body"
          onClick={handleBodyClick}
          dangerouslySetInnerHTML={{ __html: page.html }}
        />
        {page.quotes.length > 0 ? <ExpertQuotes quotes={page.quotes} /> : null}
        {page.faq.length > 0 ? <FaqList items={page.faq} /> : null}
        {page.sources.length > 0 ? <SourceList sources={page.sources} /> : null}
        {related.length > 0 ? (
          <RelatedPages title={isArticle ? 'Related guides' : 'Related help'} pages={related} />
        ) : null}
      </div>
    </article>
  );
}
