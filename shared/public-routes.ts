import type { ContentSummary } from './content';
import { PRODUCT_NAME } from './product';

/**
 * The one list of public (signed-out) pages. The client router, the build-time pre-renderer,
 * `sitemap.xml`, `robots.txt` and the server's page serving all read it (decision 016).
 */

/** Which screen shows a page; the client maps each to a lazily loaded component. */
export type PublicScreen =
  | 'landing'
  | 'login'
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'confirm-email'
  | 'pricing'
  | 'features'
  | 'feature-care-management'
  | 'feature-memory-support'
  | 'feature-community-support'
  | 'faq'
  | 'about'
  | 'support'
  | 'privacy-policy'
  | 'guides'
  | 'search'
  | 'article'
  | 'help';

export interface PublicPage {
  path: string;
  screen: PublicScreen;
  /** The page's h1; the document title is `${title} — Kinwell`. */
  title: string;
  description: string;
  /** Another path with the same content: search engines are pointed there. */
  canonicalPath?: string;
  /** Listed in sitemap.xml (pages whose canonical is elsewhere never are). */
  inSitemap: boolean;
  /**
   * Pre-rendered at build time. Sign-in and registration are not: a form clicked before the page
   * hydrates would submit natively and put the password in the address (decision 016).
   */
  isPrerendered: boolean;
  /** The trail shown above the title and in the BreadcrumbList data; home is implied. */
  breadcrumbs: { name: string; path: string }[];
  content?: ContentSummary;
}

type StaticPage = Omit<PublicPage, 'inSitemap' | 'breadcrumbs' | 'isPrerendered'> & {
  inSitemap?: boolean;
  isPrerendered?: boolean;
  breadcrumbs?: PublicPage['breadcrumbs'];
};

const FEATURES_DESCRIPTION =
  'Everything Kinwell does for a family caring for a person living with dementia: medicines, appointments, tasks, memories, safety and support.';
const PRICING_DESCRIPTION =
  'One plan for the whole family: 30 days free with no credit card, then 14.95 USD a month. Cancel anytime.';

const STATIC_PAGES: readonly StaticPage[] = [
  {
    path: '/',
    screen: 'landing',
    title: 'Care for your family, together',
    description:
      'Kinwell helps families caring for a person living with dementia share medications, appointments, tasks and memories in one calm place.',
  },
  {
    path: '/features',
    screen: 'features',
    title: 'All Features',
    description: FEATURES_DESCRIPTION,
  },
  {
    path: '/feature/care-management',
    screen: 'feature-care-management',
    title: 'Care management',
    description:
      'Medicines, appointments and tasks, shared by the whole family. Reminders before each dose and a clear record of who did what.',
    breadcrumbs: [{ name: 'All Features', path: '/features' }],
  },
  {
    path: '/feature/memory-support',
    screen: 'feature-memory-support',
    title: 'Memory support',
    description:
      'Family photos, voice recordings, music and calm, errorless memory games for a person living with dementia and the people around them.',
    breadcrumbs: [{ name: 'All Features', path: '/features' }],
  },
  {
    path: '/feature/community-support',
    screen: 'feature-community-support',
    title: 'Community support',
    description:
      'Moderated support groups and answers from experts, for families caring for a person living with dementia.',
    breadcrumbs: [{ name: 'All Features', path: '/features' }],
  },
  { path: '/pricing', screen: 'pricing', title: 'Pricing', description: PRICING_DESCRIPTION },
  {
    path: '/faq',
    screen: 'faq',
    title: 'Frequently asked questions',
    description:
      'Plain answers to the questions families ask most about Kinwell: price, privacy, roles, safety and getting started.',
  },
  {
    path: '/about',
    screen: 'about',
    title: 'Our story',
    description: 'Why Kinwell exists, and what we promise the families who use it.',
  },
  {
    path: '/support',
    screen: 'support',
    title: 'Support',
    description:
      'Who to call in an emergency, helplines for caregivers, how to reach the Kinwell team, and step-by-step help with the app.',
  },
  {
    path: '/privacy-policy',
    screen: 'privacy-policy',
    title: 'Privacy policy',
    description:
      'What Kinwell stores, why it stores it, and who can see it. Written in plain words.',
  },
  {
    path: '/guides',
    screen: 'guides',
    title: 'Guides for families',
    description:
      'Plain-language guides on dementia: early signs, stages, care at home, costs, care options, caring for yourself and helpful technology.',
  },
  {
    path: '/search',
    screen: 'search',
    title: 'Search',
    description: 'Search Kinwell guides and help pages.',
    inSitemap: false,
  },
  {
    path: '/login',
    screen: 'login',
    title: 'Sign in to your care account',
    description: 'Sign in to Kinwell to see your family’s care plan, medicines and appointments.',
    isPrerendered: false,
  },
  {
    path: '/register',
    screen: 'register',
    title: 'Create your Kinwell account',
    description:
      'Start your 30-day free trial of Kinwell. No credit card needed. One plan covers the whole family.',
    isPrerendered: false,
  },
  {
    path: '/forgot-password',
    screen: 'forgot-password',
    title: 'Reset your password',
    description: 'Forgot your Kinwell password? We email you a link to choose a new one.',
    inSitemap: false,
    isPrerendered: false,
  },
  {
    // The link's secret is after the #, so it never reaches the server or its logs (decision 026).
    path: '/reset-password',
    screen: 'reset-password',
    title: 'Choose a new password',
    description: 'Choose a new password for your Kinwell account.',
    inSitemap: false,
    isPrerendered: false,
  },
  {
    path: '/confirm-email',
    screen: 'confirm-email',
    title: 'Confirm your email address',
    description: 'Confirm the email address of your Kinwell account.',
    inSitemap: false,
    isPrerendered: false,
  },
];

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
export const STATIC_PUBLIC_PATHS: readonly string[] = STATIC_PAGES.map((page) => page.path);

/**
 * Public pages the server does not pre-render (sign-in and registration, decision 016): it sends
 * the app shell with their own title and description.
 */
export const SHELL_PAGES: readonly Pick<PublicPage, 'path' | 'title' | 'description'>[] =
  STATIC_PAGES.filter((page) => page.isPrerendered === false).map(
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
  const pages: PublicPage[] = STATIC_PAGES.map((page) => ({
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
