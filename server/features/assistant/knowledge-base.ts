import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRICE_PER_MONTH_USD, PRICE_PER_YEAR_USD, TRIAL_DAYS } from '../../../shared/product';
import { findProjectRoot } from '../../lib/project-root';
import {
  isAssistantTopic,
  type AssistantSettings,
  type AssistantTopic,
} from '../../adapters/assistant-provider';

/** One "## " section of a knowledge file: the unit the assistant searches and quotes from. */
export interface KnowledgeSection {
  /** "pricing.md#free-trial" */
  id: string;
  topic: AssistantTopic;
  /** The file's title. */
  title: string;
  heading: string;
  /** Other words people use for this passage; searched, never shown. */
  keywords: string;
  body: string;
  sentences: string[];
  /** The page that says more, such as "/pricing". */
  link: string;
}

export const DEFAULT_KNOWLEDGE_DIR = path.join(
  findProjectRoot(),
  'server',
  'features',
  'assistant',
  'knowledge',
);

/** Topics a knowledge file may declare; the others come from rules, not passages. */
const NON_KNOWLEDGE_TOPICS: readonly AssistantTopic[] = [
  'greeting',
  'human',
  'medical',
  'circle',
  'unknown',
];

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Splits a passage into sentences: a full stop, question or exclamation mark, then a space. */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?]["\u201d]?)\s+(?=["\u201c]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

function placeholderValues(settings: AssistantSettings): Record<string, string> {
  return {
    emergencyNumber: settings.emergencyNumber,
    supportEmail: settings.supportEmail,
    pricePerMonth: PRICE_PER_MONTH_USD.toFixed(2),
    pricePerYear: String(PRICE_PER_YEAR_USD),
    trialDays: String(TRIAL_DAYS),
  };
}

function fillPlaceholders(text: string, values: Record<string, string>, where: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${where}: unknown placeholder {{${name}}}`);
    return value;
  });
}

/**
 * Reads one knowledge file: front matter with `title` and `topic`, then `## ` sections, each
 * with an optional `Keywords:` line, the text, and a `Link:` line. A malformed file throws, so a
 * broken knowledge base stops the server at start rather than answering badly.
 */
export function parseKnowledgeFile(
  source: string,
  fileName: string,
  settings: AssistantSettings,
): KnowledgeSection[] {
  const values = placeholderValues(settings);
  const frontMatter = /^---\n([\s\S]*?)\n---\n/.exec(source.replace(/\r\n/g, '\n'));
  if (!frontMatter?.[1]) throw new Error(`${fileName}: front matter (title, topic) is missing`);
  const meta = Object.fromEntries(
    frontMatter[1].split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  const title = meta.title;
  const topic = meta.topic;
  if (!title) throw new Error(`${fileName}: front matter has no title`);
  if (!topic || !isAssistantTopic(topic) || NON_KNOWLEDGE_TOPICS.includes(topic)) {
    throw new Error(`${fileName}: front matter topic "${topic ?? ''}" is not a knowledge topic`);
  }

  const rest = source.replace(/\r\n/g, '\n').slice(frontMatter[0].length);
  const blocks = rest.split(/^## /m).slice(1);
  if (blocks.length === 0) throw new Error(`${fileName}: no "## " sections`);

  return blocks.map((block) => {
    const [headingLine = '', ...lines] = block.split('\n');
    const heading = headingLine.trim();
    const where = `${fileName} § ${heading}`;
    let link = '';
    let keywords = '';
    const text: string[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (line.startsWith('Link:')) link = line.slice('Link:'.length).trim();
      else if (line.startsWith('Keywords:')) keywords = line.slice('Keywords:'.length).trim();
      else if (line.length > 0) text.push(line.replace(/^[-*]\s+/, ''));
    }
    if (!/^\/[a-z0-9/-]*$/.test(link)) throw new Error(`${where}: needs a "Link: /path" line`);
    const body = fillPlaceholders(text.join(' '), values, where);
    if (/[<>]/.test(body)) throw new Error(`${where}: passages are plain text, without < or >`);
    const sentences = splitSentences(body);
    if (sentences.length === 0) throw new Error(`${where}: the section has no text`);
    return {
      id: `${fileName}#${slug(heading)}`,
      topic,
      title,
      heading,
      keywords,
      body,
      sentences,
      link,
    };
  });
}

/** Reads every `.md` file in the folder, in name order. */
export function loadKnowledge(
  settings: AssistantSettings,
  dir: string = DEFAULT_KNOWLEDGE_DIR,
): KnowledgeSection[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`No knowledge files (*.md) in ${dir}`);
  return files.flatMap((name) =>
    parseKnowledgeFile(readFileSync(path.join(dir, name), 'utf8'), name, settings),
  );
}
