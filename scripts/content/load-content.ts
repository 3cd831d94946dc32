import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentKind, ContentPage } from '../../shared/content';
import { checkContentSet, ContentError, parseContentFile } from '../../shared/content-parse';
import { publicPages } from '../../shared/public-routes';

export const CONTENT_DIR = path.resolve(import.meta.dirname, '../../content');

export interface LoadedContent {
  articles: ContentPage[];
  help: ContentPage[];
}

const KINDS: readonly ContentKind[] = ['articles', 'help'];

/**
 * Reads and checks every content file. Any problem stops the build with one message that names
 * each file and what is wrong with it.
 */
export function loadContent(root = CONTENT_DIR): LoadedContent {
  const loaded: LoadedContent = { articles: [], help: [] };
  const fileOf = new Map<ContentPage, string>();
  const errors: string[] = [];
  for (const kind of KINDS) {
    const dir = path.join(root, kind);
    const names = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort();
    for (const name of names) {
      const file = path.join('content', kind, name);
      try {
        const page = parseContentFile({
          kind,
          slug: name.slice(0, -'.md'.length),
          source: readFileSync(path.join(dir, name), 'utf8'),
          file,
        });
        fileOf.set(page, file);
        loaded[kind].push(page);
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        errors.push(`  ${error.message}`);
      }
    }
  }
  if (errors.length > 0) throw new Error(`Content files have problems:\n${errors.join('\n')}`);
  const staticPaths = publicPages({ articles: [], help: [] }).map((page) => page.path);
  checkContentSet([...loaded.articles, ...loaded.help], {
    sitePaths: new Set(staticPaths),
    fileOf: (page) => fileOf.get(page) ?? page.slug,
  });
  return loaded;
}
