import type MiniSearch from 'minisearch';
import type { Options, SearchResult } from 'minisearch';
import { z } from 'zod';
import type { ContentPage } from './content';
import vocabularyFile from '../content/caregiver-vocabulary.json' with { type: 'json' };

/**
 * Finding Kinwell's guides in the words caregivers use. content/caregiver-vocabulary.json says how
 * caregivers put things ("he wants to go home but he is home", "she wet herself") and the guides'
 * words for them (sundowning, incontinence). The assistant searches with both, and so do the
 * site's search page and the resource library, with the same index settings.
 */

const vocabularySchema = z.object({
  about: z.string(),
  groups: z
    .array(z.object({ means: z.string().min(1), says: z.array(z.string().min(1)).min(1) }))
    .min(1),
});

/** Lower-case words without accents or apostrophes, between single spaces: whole words match. */
const asWords = (text: string): string =>
  ` ${text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .join(' ')} `;

export interface CaregiverVocabulary {
  /** The guides' words for what the text says in everyday words; none when it says nothing known. */
  meaningOf(text: string): string[];
  /** The text, followed by the guides' words for it. */
  expand(text: string): string;
}

/** Reads a vocabulary in the file's shape; a malformed one throws. */
export function caregiverVocabulary(data: unknown): CaregiverVocabulary {
  const { groups } = vocabularySchema.parse(data);
  const phrases = groups.map((group) => ({ means: group.means, says: group.says.map(asWords) }));
  const meaningOf = (text: string): string[] => {
    const words = asWords(text);
    return phrases
      .filter((group) => group.says.some((phrase) => words.includes(phrase)))
      .map((group) => group.means);
  };
  return {
    meaningOf,
    expand(text) {
      const meant = meaningOf(text);
      return meant.length === 0 ? text : `${text} ${meant.join(' ')}`;
    },
  };
}

export const CAREGIVER_VOCABULARY = caregiverVocabulary(vocabularyFile);

/** What the site's search page and the resource library index for each page. */
export interface GuideSearchDocument {
  id: string;
  path: string;
  kind: 'articles' | 'help';
  title: string;
  description: string;
  category: string;
  headings: string;
  text: string;
}

/** A page as the search indexes it (the build writes these for the browser). */
export const searchDocumentOf = (page: ContentPage): GuideSearchDocument => ({
  id: page.path,
  path: page.path,
  kind: page.kind,
  title: page.title,
  description: page.description,
  category: page.category,
  headings: page.headings.map((heading) => heading.text).join(' '),
  text: page.text,
});

/** The one set of index settings for pages: the title counts most, then headings and summary. */
export const GUIDE_INDEX_OPTIONS: Options<GuideSearchDocument> = {
  fields: ['title', 'description', 'headings', 'text'],
  storeFields: ['path', 'kind', 'title', 'description'],
  searchOptions: {
    boost: { title: 4, headings: 2, description: 2 },
    prefix: true,
    fuzzy: 0.2,
    combineWith: 'AND',
  },
};

/** A page found by the guides' words must score at least this share of the best one. */
const MEANING_SHARE = 0.5;

/**
 * The pages for the guides' words for what the query says, best first, then the pages for the
 * query as typed (every word): "he wants to go home" finds the sundowning guide first, which never
 * says those words together.
 */
export function searchGuides(
  index: MiniSearch<GuideSearchDocument>,
  query: string,
): SearchResult[] {
  const typed = index.search(query);
  const meant = CAREGIVER_VOCABULARY.meaningOf(query);
  if (meant.length === 0) return typed;
  const byMeaning = index.search(meant.join(' '), { combineWith: 'OR' });
  const best = byMeaning[0]?.score ?? 0;
  const first = byMeaning.filter((result) => result.score >= MEANING_SHARE * best);
  const seen = new Set(first.map((result) => String(result.id)));
  return [...first, ...typed.filter((result) => !seen.has(String(result.id)))];
}
