/**
 * Articles and help pages (content/*.md): their kinds, categories and shapes, and small helpers
 * the screens share. Reading and checking the files is in `content-parse.ts`, which browsers
 * never load.
 */
import { formatLocalDay } from './local-dates';

export type ContentKind = 'articles' | 'help';

export const ARTICLE_CATEGORIES = [
  'Understanding dementia',
  'Care at home',
  'Costs and care options',
  'Caring for yourself',
  'Tools and technology',
] as const;

export const HELP_CATEGORIES = [
  'Getting started',
  'Medications',
  'Family and sharing',
  'Safety',
  'Account and billing',
  'Privacy',
] as const;

/** Spec §3: FAQ item. */
export interface FaqItem {
  question: string;
  answer: string;
}
/** Spec §3: Statistic. */
export interface StatisticItem {
  stat: string;
  description: string;
  source: string;
}
/** Spec §3: Expert quote. */
export interface ExpertQuote {
  quote: string;
  expert: string;
  credentials: string;
  institution: string;
}
export interface ContentSource {
  name: string;
  title: string;
  url: string;
}

export interface ContentHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

/** What every page of the site needs to list, link and search a content page. */
export interface ContentSummary {
  kind: ContentKind;
  slug: string;
  path: string;
  title: string;
  description: string;
  category: string;
  published: string;
  updated: string;
  related: string[];
  readingMinutes: number;
}

/** A whole content page, as its screen renders it. */
export interface ContentPage extends ContentSummary {
  faq: FaqItem[];
  statistics: StatisticItem[];
  quotes: ExpertQuote[];
  sources: ContentSource[];
  headings: ContentHeading[];
  html: string;
  /** The body as plain text: for search and the readability check. */
  text: string;
  wordCount: number;
}

export const contentPath = (kind: ContentKind, slug: string) =>
  kind === 'articles' ? `/${slug}` : `/help/${slug}`;

/** Heading anchors: lower case words joined by hyphens ("## Paying for care" → paying-for-care). */
export const headingId = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'section';

export const summaryOf = (page: ContentPage): ContentSummary => ({
  kind: page.kind,
  slug: page.slug,
  path: page.path,
  title: page.title,
  description: page.description,
  category: page.category,
  published: page.published,
  updated: page.updated,
  related: page.related,
  readingMinutes: page.readingMinutes,
});

/**
 * "Updated November 23, 2026": US dates (PRODUCT.md). An ISO date is a calendar day, not an
 * instant, so it is the same day wherever the page is drawn.
 */
export const formatContentDate = formatLocalDay;
