import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentKind, ContentPage } from '../../../shared/content';
import { parseContentFile } from '../../../shared/content-parse';
import type { AssistantTopic } from '../../adapters/assistant-provider';
import { findProjectRoot } from '../../lib/project-root';
import { splitSentences, type KnowledgeSection } from './knowledge-base';

/**
 * Kinwell's articles and help pages (content/*.md) as passages the assistant answers from: each
 * `## ` section, each question of the page's FAQ, and the page's own description. An answer from
 * a passage links the page that holds it, so "she won't get in the shower" is answered from the
 * bathing guide and links /bathing-dementia, not an index.
 */

export const DEFAULT_CONTENT_DIR = path.join(findProjectRoot(), 'content');

/** What a page's passages are about, by the page's category. */
const CATEGORY_TOPICS: Readonly<Record<string, AssistantTopic>> = {
  'Understanding dementia': 'dementia',
  'Care at home': 'dementia',
  'Costs and care options': 'costs',
  'Caring for yourself': 'wellbeing',
  'Tools and technology': 'features',
  'Getting started': 'getting_started',
  Medications: 'features',
  'Family and sharing': 'family',
  Safety: 'emergency',
  'Account and billing': 'pricing',
  Privacy: 'privacy',
};

/** Pages whose subject is planning ahead rather than the category's. */
const PAGE_TOPICS: Readonly<Record<string, AssistantTopic>> = {
  '/home-safety-dementia': 'care_planning',
  '/driving-dementia': 'care_planning',
  '/memory-care-facilities': 'care_planning',
  '/memory-care-near-me': 'care_planning',
  '/assisted-living-near-me': 'care_planning',
  '/help/appointments-and-tasks': 'features',
};

const ENTITIES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&lt;': '',
  '&gt;': '',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text of a piece of rendered HTML: tags out, entities decoded, no < or > left. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The page's `## ` sections as heading and plain text (its `###` parts stay inside). */
function sectionsOf(page: ContentPage): { heading: string; anchor: string; text: string }[] {
  const parts = page.html.split(/(?=<h2\b)/);
  return parts.flatMap((part) => {
    const heading = /^<h2[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h2>/.exec(part);
    if (!heading) return [];
    const text = plainText(part.slice(heading[0].length));
    return text.length > 0
      ? [{ heading: plainText(heading[2] ?? ''), anchor: heading[1] ?? '', text }]
      : [];
  });
}

/**
 * Articles about choosing apps and devices: they compare products, Kinwell among them, and the
 * knowledge files answer what Kinwell does.
 */
const NOT_ANSWERED_FROM: ReadonlySet<string> = new Set(['Tools and technology']);

/** One page's passages: its description, each section, each FAQ answer. */
export function pagePassages(page: ContentPage): KnowledgeSection[] {
  if (NOT_ANSWERED_FROM.has(page.category)) return [];
  const topic = PAGE_TOPICS[page.path] ?? CATEGORY_TOPICS[page.category] ?? 'dementia';
  const passage = (
    id: string,
    heading: string,
    keywords: string,
    body: string,
  ): KnowledgeSection => ({
    id: `${page.path}#${id}`,
    topic,
    title: page.title,
    heading,
    keywords,
    body,
    sentences: splitSentences(body),
    link: page.path,
  });
  return [
    passage('about', page.title, '', page.description),
    ...sectionsOf(page).map((section) =>
      passage(section.anchor, section.heading, '', section.text),
    ),
    ...page.faq.map((item, index) =>
      // The question a family asks is searched like keywords; the answer is what is said.
      passage(`faq-${index + 1}`, item.question, item.question, item.answer),
    ),
  ].filter((section) => section.sentences.length > 0);
}

/**
 * Every article, read and parsed as the build reads it. Help pages are not among them: the
 * knowledge files say what Kinwell does in passages written to be quoted, and link the help page.
 */
export function loadGuidePassages(dir: string = DEFAULT_CONTENT_DIR): KnowledgeSection[] {
  const kinds: readonly ContentKind[] = ['articles'];
  return kinds.flatMap((kind) =>
    readdirSync(path.join(dir, kind))
      .filter((name) => name.endsWith('.md'))
      .sort()
      .flatMap((name) =>
        pagePassages(
          parseContentFile({
            kind,
            slug: name.slice(0, -'.md'.length),
            source: readFileSync(path.join(dir, kind, name), 'utf8'),
            file: path.join('content', kind, name),
          }),
        ),
      ),
  );
}
