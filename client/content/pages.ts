import * as generated from 'virtual:kinwell-content';
import type { ContentPage, ContentSummary } from '../../shared/content';
import type { GuideSearchDocument } from '../../shared/guide-search';

/** A content page as its screen gets it (the plain text stays with the search index). */
export type ContentPageData = Omit<ContentPage, 'text'>;

/** What one search result is made from (virtual:kinwell-content/search). */
export type SearchDocument = GuideSearchDocument;

// The build checked every file against the schema in shared/content-parse.ts.
export const ARTICLES = generated.ARTICLES as readonly ContentSummary[];
export const HELP_PAGES = generated.HELP_PAGES as readonly ContentSummary[];

/** Loads one page's chunk; null for a path that has no content file. */
export async function loadContentPage(path: string): Promise<ContentPageData | null> {
  const load = generated.PAGE_LOADERS[path];
  return load ? ((await load()).default as ContentPageData) : null;
}

export const hasContentPage = (path: string) => path in generated.PAGE_LOADERS;

export async function loadSearchDocuments(): Promise<readonly SearchDocument[]> {
  return (await import('virtual:kinwell-content/search')).default as readonly SearchDocument[];
}
