import { describe, expect, it } from 'vitest';
import { articleProblems, faqPageProblems, nodesOf } from '../e2e/structured-data';
import { faqData, headTags, SHARE_IMAGE } from './page-head';
import type { PublicPage } from './public-routes';

const ORIGIN = 'https://kinwell.example';
const ARTICLE: PublicPage = {
  path: '/early-signs-dementia',
  screen: 'article',
  title: 'Early signs of dementia',
  description: 'What to look for, and what to do next.',
  inSitemap: true,
  isPrerendered: true,
  breadcrumbs: [{ name: 'Guides', path: '/guides' }],
  content: {
    kind: 'articles',
    slug: 'early-signs-dementia',
    path: '/early-signs-dementia',
    title: 'Early signs of dementia',
    description: 'What to look for, and what to do next.',
    category: 'Understanding dementia',
    published: '2026-01-05',
    updated: '2026-02-01',
    related: [],
    readingMinutes: 6,
  },
};

/** The JSON-LD blocks and meta tags of a head, read back as a page's parser would. */
function readHead(html: string) {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
  return { nodes: blocks.flatMap(nodesOf), meta };
}

describe('public page heads', () => {
  it('give an article an image in its Article data and its Open Graph tags, with alt text', () => {
    const { nodes, meta } = readHead(headTags(ARTICLE, ORIGIN));
    const article = nodes.find((node) => node['@type'] === 'Article');
    expect(article).toBeDefined();
    expect(articleProblems(article ?? {}, nodes)).toEqual([]);
    const imageUrl = `${ORIGIN}${SHARE_IMAGE.path}`;
    expect(article?.image).toMatchObject({ '@type': 'ImageObject', url: imageUrl, width: 1200 });
    expect(meta('og:image')).toBe(imageUrl);
    expect(meta('og:image:alt')).toBe(SHARE_IMAGE.alt);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('describe questions and answers as FAQPage data Google accepts', () => {
    const faq = [
      { question: 'What is Kinwell?', answer: 'One shared place for a family.' },
      { question: 'Who can see our information?', answer: 'Only the people in your circle.' },
    ];
    const { nodes } = readHead(
      headTags({ ...ARTICLE, content: undefined }, ORIGIN, [faqData(faq)]),
    );
    const page = nodes.find((node) => node['@type'] === 'FAQPage');
    expect(faqPageProblems(page ?? {})).toEqual([]);
    expect(
      faqPageProblems({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question' }] }),
    ).not.toEqual([]);
  });
});
