/**
 * Pre-renders every public page after `vite build` (decision 016): each path of the route list
 * becomes dist/pages/<path>.html with its own head, plus sitemap.xml, robots.txt and a manifest the
 * server reads. Pages carry ORIGIN_PLACEHOLDER; the server puts its PUBLIC_URL in its place.
 *
 * Run by `npm run build:pages`, after the SSR bundle of client/entry-server.tsx is in dist/ssr.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { faqData, headTags } from '../shared/page-head';
import {
  ORIGIN_PLACEHOLDER,
  PUBLIC_REDIRECTS,
  type PublicPage,
  robotsTxt,
  sitemapXml,
} from '../shared/public-routes';

interface ServerEntry {
  PAGES: PublicPage[];
  render(path: string): Promise<string>;
  loadContentPage(path: string): Promise<{ faq: { question: string; answer: string }[] } | null>;
  screenFaq(path: string): { question: string; answer: string }[];
}

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const pagesDir = path.join(root, 'dist/pages');

/** Where a page's file goes: / → index.html, /help/x → help/x.html. */
export const pageFile = (pagePath: string) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;

async function main() {
  const entry = (await import(
    pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href
  )) as ServerEntry;
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
  const shell = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/>/, '')
    // The shell's note is about the signed-in app; public pages read fine without JavaScript.
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');

  rmSync(pagesDir, { recursive: true, force: true });
  const manifest: Record<string, string> = {};
  const pages = entry.PAGES.filter((page) => page.isPrerendered);
  for (const page of pages) {
    const markup = await entry.render(page.path);
    const content = page.content ? await entry.loadContentPage(page.path) : null;
    const faq = content ? content.faq : entry.screenFaq(page.path);
    const extra = faq.length > 0 ? [faqData(faq)] : [];
    const html = shell
      .replace('</head>', `  ${headTags(page, ORIGIN_PLACEHOLDER, extra)}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`);
    const file = pageFile(page.path);
    mkdirSync(path.dirname(path.join(pagesDir, file)), { recursive: true });
    writeFileSync(path.join(pagesDir, file), html);
    manifest[page.path] = file;
  }
  writeFileSync(path.join(pagesDir, 'sitemap.xml'), sitemapXml(entry.PAGES, ORIGIN_PLACEHOLDER));
  writeFileSync(path.join(pagesDir, 'robots.txt'), robotsTxt(ORIGIN_PLACEHOLDER));
  writeFileSync(
    path.join(pagesDir, 'manifest.json'),
    JSON.stringify({ pages: manifest, redirects: PUBLIC_REDIRECTS }, null, 2),
  );
  console.log(`Pre-rendered ${pages.length} public pages into dist/pages`);
}

await main();
