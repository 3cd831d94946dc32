import path from 'node:path';
import type { Plugin } from 'vite';
import { summaryOf } from '../../shared/content';
import { searchDocumentOf } from '../../shared/guide-search';
import { CONTENT_DIR, loadContent } from './load-content';

const INDEX_ID = 'virtual:kinwell-content';
const PAGE_PREFIX = 'virtual:kinwell-content/page/';
const SEARCH_ID = 'virtual:kinwell-content/search';

/**
 * Articles and help pages become JavaScript at build time, so browsers get ready HTML and never a
 * Markdown parser: `virtual:kinwell-content` lists every page (small) with a loader per page (one
 * chunk each), and `virtual:kinwell-content/search` holds the plain text the search page indexes.
 */
export function kinwellContent(): Plugin {
  let content = loadContent();
  return {
    name: 'kinwell-content',
    resolveId(id) {
      return id === INDEX_ID || id === SEARCH_ID || id.startsWith(PAGE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith('\0virtual:kinwell-content')) return null;
      for (const kind of ['articles', 'help'] as const) {
        for (const page of content[kind])
          this.addWatchFile(path.join(CONTENT_DIR, kind, `${page.slug}.md`));
      }
      const realId = id.slice(1);
      if (realId === INDEX_ID) {
        const loaders = [...content.articles, ...content.help]
          .map(
            (page) =>
              `  ${JSON.stringify(page.path)}: () => import(${JSON.stringify(`${PAGE_PREFIX}${page.kind}/${page.slug}`)}),`,
          )
          .join('\n');
        return [
          `export const ARTICLES = ${JSON.stringify(content.articles.map(summaryOf))};`,
          `export const HELP_PAGES = ${JSON.stringify(content.help.map(summaryOf))};`,
          `export const PAGE_LOADERS = {\n${loaders}\n};`,
        ].join('\n');
      }
      if (realId === SEARCH_ID) {
        const documents = [...content.articles, ...content.help].map(searchDocumentOf);
        return `export default ${JSON.stringify(documents)};`;
      }
      const [kind, slug] = realId.slice(PAGE_PREFIX.length).split('/');
      const page = (kind === 'help' ? content.help : content.articles).find((p) => p.slug === slug);
      if (!page) throw new Error(`No content page ${realId}`);
      const { text: _text, ...rest } = page;
      return `export default ${JSON.stringify(rest)};`;
    },
    watchChange(id) {
      if (id.startsWith(CONTENT_DIR)) content = loadContent();
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(CONTENT_DIR)) return;
      content = loadContent();
      for (const module of server.moduleGraph.idToModuleMap.values()) {
        if (module.id?.startsWith('\0virtual:kinwell-content'))
          server.moduleGraph.invalidateModule(module);
      }
      server.ws.send({ type: 'full-reload' });
      return [];
    },
  };
}
