import MarkdownIt, { type Token } from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import {
  ARTICLE_CATEGORIES,
  type ContentHeading,
  type ContentKind,
  type ContentPage,
  contentPath,
  HELP_CATEGORIES,
  headingId,
} from './content';

/**
 * Articles and help pages are Markdown files with YAML front matter, edited by people who do not
 * write code (content/FORMAT.md). This module turns one file into a checked page; it does no I/O,
 * so the build, the tests and the content tools all read files the same way.
 */

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = (max: number) => z.string().trim().min(1).max(max);
const isoDate = z.iso.date({ message: 'must be a date written as YYYY-MM-DD' });

/** Spec §3: FAQ item. */
export const faqItemSchema = z.strictObject({ question: text(300), answer: text(2000) });
/** Spec §3: Statistic. */
export const statisticSchema = z.strictObject({
  stat: text(60),
  description: text(300),
  source: text(300),
});
/** Spec §3: Expert quote. */
export const expertQuoteSchema = z.strictObject({
  quote: text(1000),
  expert: text(120),
  credentials: text(200),
  institution: text(200),
});
export const contentSourceSchema = z.strictObject({
  name: text(200),
  title: text(300),
  url: z.url({ protocol: /^https$/, message: 'must be a full https:// address' }),
});

const commonFrontMatter = {
  title: text(70),
  description: text(155),
  published: isoDate,
  updated: isoDate,
  related: z.array(z.string().regex(slugPattern, 'must be a page slug')).min(2).max(4),
  faq: z.array(faqItemSchema).max(6).default([]),
};

export const articleFrontMatterSchema = z.strictObject({
  ...commonFrontMatter,
  category: z.enum(ARTICLE_CATEGORIES),
  statistics: z.array(statisticSchema).max(4).default([]),
  quotes: z.array(expertQuoteSchema).max(4).default([]),
  sources: z.array(contentSourceSchema).min(2).max(6),
});

export const helpFrontMatterSchema = z.strictObject({
  ...commonFrontMatter,
  category: z.enum(HELP_CATEGORIES),
  statistics: z.array(statisticSchema).max(0).default([]),
  quotes: z.array(expertQuoteSchema).max(0).default([]),
  sources: z.array(contentSourceSchema).max(6).default([]),
});

/** A problem in one content file; the message always starts with the file's name. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
    this.name = 'ContentError';
  }
}

const WORDS_PER_MINUTE = 200;
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

// Raw HTML is refused (see `htmlProblems`), and rendered escaped should any slip through.
const renderer = new MarkdownIt({ html: false, linkify: false, typographer: false });
const htmlFinder = new MarkdownIt({ html: true });

function* walk(tokens: Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if (token.children) yield* walk(token.children);
  }
}

function htmlProblems(body: string): string[] {
  const problems: string[] = [];
  for (const token of walk(htmlFinder.parse(body, {}))) {
    if (token.type === 'html_block' || token.type === 'html_inline') {
      problems.push(`HTML is not allowed in the text (found ${token.content.trim().slice(0, 40)})`);
    }
  }
  return problems;
}

function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.join('.') : 'front matter';
    return issue.code === 'invalid_type' && issue.input === undefined
      ? `${where} is missing`
      : `${where} ${issue.message}`;
  });
}

/** Reads one file's text into a page, or throws a ContentError naming the file. */
export function parseContentFile(options: {
  kind: ContentKind;
  slug: string;
  source: string;
  file: string;
}): ContentPage {
  const { kind, slug, source, file } = options;
  const problems: string[] = [];
  if (!slugPattern.test(slug)) problems.push('the file name must be lower-case words and hyphens');
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, ''));
  if (!match)
    throw new ContentError(file, ['the file must start with front matter between --- lines']);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? '');
  } catch (error) {
    throw new ContentError(file, [`the front matter is not valid YAML (${String(error)})`]);
  }
  const body = match[2] ?? '';
  const schema = kind === 'articles' ? articleFrontMatterSchema : helpFrontMatterSchema;
  const parsed = schema.safeParse(data ?? {});
  if (!parsed.success) problems.push(...formatIssues(parsed.error));
  problems.push(...htmlProblems(body));

  const tokens = renderer.parse(body, {});
  const headings: ContentHeading[] = [];
  const usedIds = new Set<string>();
  const words: string[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1));
      const inline = tokens[index + 1];
      const title = inline?.content ?? '';
      if (level === 1)
        problems.push(`use ## for sections: the title is the only # heading ("${title}")`);
      let id = headingId(title);
      for (let n = 2; usedIds.has(id); n += 1) id = `${headingId(title)}-${n}`;
      usedIds.add(id);
      token.attrSet('id', id);
      if (level === 2 || level === 3) headings.push({ id, text: title, level });
    }
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
        if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
      }
      words.push('\n');
    }
  });
  if (body.trim().length === 0) problems.push('the page has no text');
  if (problems.length > 0 || !parsed.success) throw new ContentError(file, problems);

  const meta = parsed.data;
  if (meta.updated < meta.published) {
    throw new ContentError(file, ['updated must be the same day as published or later']);
  }
  const plain = words
    .join('')
    .replace(/[ \t]+/g, ' ')
    .trim();
  const wordCount = plain.split(/\s+/).filter(Boolean).length;
  return {
    kind,
    slug,
    path: contentPath(kind, slug),
    title: meta.title,
    description: meta.description,
    category: meta.category,
    published: meta.published,
    updated: meta.updated,
    related: meta.related,
    readingMinutes: Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE)),
    faq: meta.faq,
    statistics: meta.statistics,
    quotes: meta.quotes,
    sources: meta.sources,
    headings,
    html: renderer.renderer.render(tokens, renderer.options, {}),
    text: plain,
    wordCount,
  };
}

/** Internal links in a body (`/slug`, `/help/slug#part`), without their fragment or query. */
export function internalLinks(page: Pick<ContentPage, 'html'>): string[] {
  const found = new Set<string>();
  for (const match of page.html.matchAll(/href="(\/[^"#?]*)/g)) if (match[1]) found.add(match[1]);
  return [...found];
}

/**
 * Checks a whole set of pages against each other and the site's routes: related slugs exist and
 * are of the same kind, and every internal link in a body leads to a page. Throws one error that
 * lists every problem, file by file.
 */
export function checkContentSet(
  pages: ContentPage[],
  options: { sitePaths: ReadonlySet<string>; fileOf: (page: ContentPage) => string },
): void {
  const paths = new Set([...options.sitePaths, ...pages.map((page) => page.path)]);
  const errors: ContentError[] = [];
  for (const page of pages) {
    const problems: string[] = [];
    const sameKind = new Set(pages.filter((other) => other.kind === page.kind).map((p) => p.slug));
    for (const slug of page.related) {
      if (slug === page.slug) problems.push(`related lists the page itself (${slug})`);
      else if (!sameKind.has(slug))
        problems.push(
          `related names an unknown ${page.kind === 'articles' ? 'article' : 'help page'}: ${slug}`,
        );
    }
    for (const link of internalLinks(page)) {
      if (!paths.has(link)) problems.push(`links to ${link}, which is not a page`);
    }
    if (problems.length > 0) errors.push(new ContentError(options.fileOf(page), problems));
  }
  if (errors.length > 0) {
    throw new Error(
      `Content files have problems:\n${errors.map((e) => `  ${e.message}`).join('\n')}`,
    );
  }
}
