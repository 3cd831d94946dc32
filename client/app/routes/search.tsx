import type { SearchResult } from 'minisearch';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Page } from '../../components/ui/page';
import { loadSearchDocuments, type SearchDocument } from '../../content/pages';
import { SearchForm } from '../../features/content/search-form';

let searchPromise: Promise<(query: string) => SearchResult[]> | null = null;

/** The index is built in the browser on first search; the text loads only then. */
function loadSearch(): Promise<(query: string) => SearchResult[]> {
  searchPromise ??= Promise.all([
    import('minisearch'),
    import('../../../shared/guide-search'),
    loadSearchDocuments(),
  ]).then(([{ default: MiniSearchClass }, { GUIDE_INDEX_OPTIONS, searchGuides }, documents]) => {
    const index = new MiniSearchClass<SearchDocument>(GUIDE_INDEX_OPTIONS);
    index.addAll(documents);
    return (query) => searchGuides(index, query);
  });
  return searchPromise;
}

const subscribeToNothing = () => () => undefined;

interface Hit {
  path: string;
  kind: SearchDocument['kind'];
  title: string;
  description: string;
}

/** `/search?q=`: articles and help pages. Without JavaScript the page still offers the box. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  // The pre-rendered page has no query (the server cannot know it): hydrate as that page, then
  // read the address. A move inside the app reads it at once.
  const isHydrated = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const query = isHydrated ? (params.get('q') ?? '').trim() : '';
  const [results, setResults] = useState<{ query: string; hits: Hit[] } | null>(null);

  useEffect(() => {
    if (!query) return;
    let isCurrent = true;
    void loadSearch().then((search) => {
      if (!isCurrent) return;
      const hits = search(query).map((result) => ({
        path: String(result.path),
        kind: result.kind as Hit['kind'],
        title: String(result.title),
        description: String(result.description),
      }));
      setResults({ query, hits });
    });
    return () => {
      isCurrent = false;
    };
  }, [query]);

  const shown = query && results?.query === query ? results.hits : null;
  return (
    <Page title="Search" lead="Search our guides for families and the help pages for Kinwell.">
      <SearchForm defaultValue={query} />
      <noscript>
        <p>
          Results need JavaScript. You can also browse every guide at{' '}
          <a href="/guides" className="font-semibold underline underline-offset-4">
            Guides for families
          </a>
          .
        </p>
      </noscript>
      <div role="status" aria-live="polite">
        {shown ? (
          <h2 className="text-2xl font-bold">
            {shown.length === 0
              ? `No pages match “${query}”`
              : `${shown.length} ${shown.length === 1 ? 'page matches' : 'pages match'} “${query}”`}
          </h2>
        ) : null}
      </div>
      {shown && shown.length > 0 ? (
        <ol className="grid gap-5">
          {shown.map((hit) => (
            <li key={hit.path} className="grid gap-1">
              <StandaloneLink to={hit.path} className="text-xl">
                {hit.title}
              </StandaloneLink>
              <p className="text-fg-muted text-base">
                {hit.kind === 'articles' ? 'Guide' : 'Help with Kinwell'}
              </p>
              <p>{hit.description}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {shown && shown.length === 0 ? (
        <p>
          Try fewer or different words, or{' '}
          <StandaloneLink to="/guides">browse every guide</StandaloneLink>.
        </p>
      ) : null}
    </Page>
  );
}
