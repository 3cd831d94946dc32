import { PRODUCT_NAME } from './product';
import { documentTitle, type PublicPage } from './public-routes';

/**
 * The head of a pre-rendered public page: title, description, canonical link, Open Graph tags and
 * JSON-LD. JSON-LD is data, not script: the CSP's `script-src 'self'` does not apply to it.
 */

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

/**
 * The picture shown when a public page is shared or listed with an image: one Kinwell card for
 * every page (client/public/kinwell-card.png, 1200×630, the size Open Graph and Google's Article
 * guidelines ask for), rather than a picture per article.
 */
export const SHARE_IMAGE = {
  path: '/kinwell-card.png',
  width: 1200,
  height: 630,
  type: 'image/png',
  alt: 'The Kinwell logo, a white heart on a green square, beside the words “Dementia care, shared by the family”.',
} as const;

/** JSON inside <script>: `<` is escaped so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

export function structuredData(page: PublicPage, origin: string): Record<string, unknown> {
  const url = `${origin}${page.canonicalPath ?? page.path}`;
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: PRODUCT_NAME,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: PRODUCT_NAME,
    url: `${origin}/`,
    publisher: { '@id': organization['@id'] },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${origin}/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  const image = {
    '@type': 'ImageObject',
    '@id': `${origin}/#share-image`,
    url: `${origin}${SHARE_IMAGE.path}`,
    contentUrl: `${origin}${SHARE_IMAGE.path}`,
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    caption: SHARE_IMAGE.alt,
  };
  const graph: Record<string, unknown>[] = [organization, website];
  const content = page.content;
  if (content?.kind === 'articles') {
    graph.push({
      '@type': 'Article',
      '@id': `${url}#article`,
      headline: page.title,
      description: page.description,
      datePublished: content.published,
      dateModified: content.updated,
      articleSection: content.category,
      image,
      author: { '@id': organization['@id'] },
      publisher: { '@id': organization['@id'] },
      mainEntityOfPage: url,
      inLanguage: 'en-US',
    });
  } else {
    graph.push({
      '@type': 'WebPage',
      '@id': `${url}#webpage`,
      url,
      name: page.title,
      description: page.description,
      isPartOf: { '@id': website['@id'] },
      inLanguage: 'en-US',
      ...(content ? { datePublished: content.published, dateModified: content.updated } : {}),
    });
  }
  if (page.path !== '/') {
    const trail = [
      { name: 'Home', path: '/' },
      ...page.breadcrumbs,
      { name: page.title, path: page.path },
    ];
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: trail.map((item, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: item.name,
        item: `${origin}${item.path}`,
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

/** FAQPage data, only for questions answered on the page itself. */
export function faqData(faq: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function headTags(
  page: PublicPage,
  origin: string,
  extraData: readonly Record<string, unknown>[] = [],
): string {
  const title = escapeHtml(documentTitle(page.title));
  const description = escapeHtml(page.description);
  const canonical = escapeHtml(`${origin}${page.canonicalPath ?? page.path}`);
  const isArticle = page.content?.kind === 'articles';
  const data = [structuredData(page, origin), ...extraData];
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:site_name" content="${PRODUCT_NAME}" />`,
    `<meta property="og:type" content="${isArticle ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:image" content="${escapeHtml(`${origin}${SHARE_IMAGE.path}`)}" />`,
    `<meta property="og:image:type" content="${SHARE_IMAGE.type}" />`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}" />`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(SHARE_IMAGE.alt)}" />`,
    ...(isArticle && page.content
      ? [
          `<meta property="article:published_time" content="${page.content.published}" />`,
          `<meta property="article:modified_time" content="${page.content.updated}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(SHARE_IMAGE.alt)}" />`,
    ...data.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ].join('\n    ');
}
