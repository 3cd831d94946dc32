import type MiniSearch from 'minisearch';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { StandaloneLink } from '../../components/links';
import { Page } from '../../components/ui/page';
import { loadSearchDocuments, type SearchDocument } from '../../content/pages';
import { SearchForm } from '../../features/content/search-form';

type Index = MiniSearch<SearchDocument>;

let indexPromise: Promise<Index> | null = null;

/** The index is built in the browser on first search; the text loads only then. */
function loadIndex(): Promise<Index> {
  indexPromise ??= Promise.all([import('minisearch'), loadSearchDocuments()]).then(
    ([{ default: MiniSearchClass }, documents]) => {
      const index = new MiniSearchClass<SearchDocument>({
        fields: ['title', 'description', 'headings', 'text'],
        storeFields: ['path', 'kind', 'title', 'description'],
        searchOptions: {
          boost: { title: 4, headings: 2, description: 2 },
          prefix: true,
          fuzzy: 0.2,
          combineWith: 'AND',
        },
      });
      index.addAll(documents);
      return index;
    },
  );
  return indexPromise;
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
    void loadIndex().then((index) => {
      if (!isCurrent) return;
      const hits = index.search(query).map((result) => ({
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
