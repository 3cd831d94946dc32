import type { ContentSummary } from './content';
import { PRODUCT_NAME } from './product';
import { type PublicRoute, type ScreenModule } from './route-manifest';
import { PUBLIC_ROUTES } from './route-paths';

/**
 * The public (signed-out) pages: the manifest's public routes (shared/route-manifest.ts), then one
 * per guide and help page. The client router, the build-time pre-renderer, `sitemap.xml`,
 * `robots.txt` and the server's page serving all read them (decision 016).
 */

/** A public page's screen: its module, or the guide or help page view for content. */
export type PublicScreen = ScreenModule | 'article' | 'help';

export interface PublicPage
  extends
    Required<Pick<PublicRoute, 'inSitemap' | 'isPrerendered' | 'breadcrumbs'>>,
    Pick<PublicRoute, 'path' | 'title' | 'description' | 'canonicalPath'> {
  screen: PublicScreen;
  content?: ContentSummary;
}

/**
 * Old links that now live elsewhere. Signed-out visitors get a 301 from the server and the same
 * move in the client router; signed-in people keep their own screens at these paths.
 */
export const PUBLIC_REDIRECTS: Readonly<Record<string, string>> = {
  '/feature-care-management': '/feature/care-management',
  '/feature-memory-support': '/feature/memory-support',
  '/community': '/feature/community-support',
  // The spec's search-landing and plan addresses keep working, as moves to the one page that
  // says it: the same text under several addresses helps nobody (decision 025).
  '/dementia-care-platform': '/features',
  '/alzheimer-care-software': '/features',
  '/pricing-full': '/pricing',
  '/subscription': '/pricing',
};

/** The static public pages' paths (articles and help pages are `/:article` and `/help/:slug`). */
export const STATIC_PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTES.map((page) => page.path);

/**
 * Public pages the server does not pre-render (sign-in and registration, decision 016): it sends
 * the app shell with their own title and description.
 */
export const SHELL_PAGES: readonly Pick<PublicPage, 'path' | 'title' | 'description'>[] =
  PUBLIC_ROUTES.filter((page) => page.isPrerendered === false).map(
    ({ path, title, description }) => ({ path, title, description }),
  );

/** Never indexed: the API, staff and family administration, and private links. */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/staff',
  '/stealth-admin',
  '/e/',
  '/answer/',
  '/invite/',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

/**
 * Pre-rendered pages carry this origin; the server swaps in its PUBLIC_URL when it loads them,
 * so one build serves any address.
 */
export const ORIGIN_PLACEHOLDER = 'https://kinwell-origin.invalid';

export const documentTitle = (title: string) => `${title} — ${PRODUCT_NAME}`;

const GUIDES = { name: 'Guides', path: '/guides' };
const SUPPORT = { name: 'Support', path: '/support' };

/** Every public page: the static ones, then one per article and help page. */
export function publicPages(content: {
  articles: readonly ContentSummary[];
  help: readonly ContentSummary[];
}): PublicPage[] {
  const pages: PublicPage[] = PUBLIC_ROUTES.map(({ audience: _, ...page }) => ({
    ...page,
    inSitemap: page.inSitemap ?? page.canonicalPath === undefined,
    isPrerendered: page.isPrerendered ?? true,
    breadcrumbs: page.breadcrumbs ?? [],
  }));
  for (const article of content.articles) {
    pages.push({
      path: article.path,
      screen: 'article',
      title: article.title,
      description: article.description,
      inSitemap: true,
      breadcrumbs: [GUIDES],
      content: article,
      isPrerendered: true,
    });
  }
  for (const help of content.help) {
    pages.push({
      path: help.path,
      screen: 'help',
      title: help.title,
      description: help.description,
      inSitemap: true,
      breadcrumbs: [SUPPORT],
      content: help,
      isPrerendered: true,
    });
  }
  return pages;
}

export function sitemapXml(pages: readonly PublicPage[], origin: string): string {
  const urls = pages
    .filter((page) => page.inSitemap)
    .map((page) => {
      const lastmod = page.content ? `<lastmod>${page.content.updated}</lastmod>` : '';
      return `  <url><loc>${origin}${page.path}</loc>${lastmod}</url>`;
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
