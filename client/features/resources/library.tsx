import type { SearchResult } from 'minisearch';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { StandaloneLink } from '../../components/links';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/form-field';
import {
  ARTICLES,
  HELP_PAGES,
  loadSearchDocuments,
  type SearchDocument,
} from '../../content/pages';
import type { ContentSummary } from '../../../shared/content';
import { GUIDE_INDEX_OPTIONS, searchGuides } from '../../../shared/guide-search';
import { ARTICLE_STAGES, STAGE_LABELS } from './library-stages';

type Stage = keyof typeof STAGE_LABELS;
const HELP_TOPIC = 'Using Kinwell';

let searchPromise: Promise<(query: string) => SearchResult[]> | null = null;
/** Built on the first search, from the same documents and settings as the site's search page. */
function loadSearch() {
  searchPromise ??= Promise.all([import('minisearch'), loadSearchDocuments()]).then(
    ([{ default: MiniSearchClass }, documents]) => {
      const index = new MiniSearchClass<SearchDocument>(GUIDE_INDEX_OPTIONS);
      index.addAll(documents);
      return (query: string) => searchGuides(index, query);
    },
  );
  return searchPromise;
}

const topicOf = (page: ContentSummary) => (page.kind === 'help' ? HELP_TOPIC : page.category);
const fitsStage = (page: ContentSummary, stage: Stage | '') =>
  stage === '' || page.kind === 'help' || (ARTICLE_STAGES[page.slug] ?? [stage]).includes(stage);

/** Kinwell's own articles and help pages, by stage and topic, with search. */
export function ResourceLibrary() {
  const pages = useMemo(() => [...ARTICLES, ...HELP_PAGES], []);
  const topics = useMemo(() => [...new Set(pages.map(topicOf))].sort(), [pages]);
  const [stage, setStage] = useState<Stage | ''>('');
  const [topic, setTopic] = useState('');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState('');
  const [found, setFound] = useState<{ query: string; paths: string[] } | null>(null);
  const isSearching = searched.trim() !== '' && found?.query !== searched;
  const matches = searched.trim() === '' || isSearching ? null : (found?.paths ?? null);

  useEffect(() => {
    if (searched.trim() === '') return;
    let isCurrent = true;
    void loadSearch().then((search) => {
      if (isCurrent) {
        setFound({ query: searched, paths: search(searched).map((hit) => hit.id as string) });
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [searched]);

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearched(query);
  };

  const shown = pages
    .filter((page) => fitsStage(page, stage) && (topic === '' || topicOf(page) === topic))
    .filter((page) => matches === null || matches.includes(page.path))
    .sort((a, b) =>
      matches === null
        ? a.title.localeCompare(b.title)
        : matches.indexOf(a.path) - matches.indexOf(b.path),
    );

  return (
    <div className="grid gap-4">
      <form onSubmit={handleSearch} role="search" className="grid gap-3">
        <TextField
          label="Search articles and help"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">Search</Button>
          {searched ? (
            <Button
              variant="secondary"
              onClick={() => {
                setQuery('');
                setSearched('');
              }}
            >
              Clear search
            </Button>
          ) : null}
        </div>
      </form>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Stage"
          value={stage}
          onChange={(event) => setStage(event.target.value as Stage | '')}
        >
          <option value="">Every stage</option>
          {(Object.keys(STAGE_LABELS) as Stage[]).map((key) => (
            <option key={key} value={key}>
              {STAGE_LABELS[key]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
          <option value="">Every topic</option>
          {topics.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <p role="status" className="font-semibold">
        {isSearching
          ? 'Searching…'
          : shown.length === 0
            ? 'Nothing matches. Try other words, or every stage and topic.'
            : `${shown.length} ${shown.length === 1 ? 'page' : 'pages'}${searched ? ` for “${searched}”` : ''}`}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shown.map((page) => (
          <li
            key={page.path}
            className="border-border grid content-start gap-1 rounded-lg border-2 p-4"
          >
            <StandaloneLink to={page.path}>{page.title}</StandaloneLink>
            <p>{page.description}</p>
            <p className="text-fg-muted text-sm">
              {topicOf(page)} · {page.readingMinutes} min read
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
