import { describe, expect, it } from 'vitest';
import { publicPages } from '../../shared/public-routes';
import { loadContent } from './load-content';
import { readingGrade } from './readability';

/** The pages the spec and issue 6 name; each must exist as a content file. */
const ARTICLE_SLUGS = [
  'dementia-care-comprehensive-guide',
  'early-signs-dementia',
  'dementia-care-costs',
  'home-care-dementia',
  'alzheimers-vs-dementia',
  'memory-care-facilities',
  'caregiver-stress',
  'alzheimer-complete-guide',
  'elderly-care-technology',
  'assisted-living-near-me',
  'memory-care-near-me',
  'dementia-care-app-2025',
  'stages-of-dementia',
  'sundowning',
  'wandering-dementia',
  // The guides for a caregiver's day.
  'bathing-dementia',
  'incontinence-dementia',
  'eating-swallowing-dementia',
  'dressing-dementia',
  'sleep-problems-dementia',
  'home-safety-dementia',
  'aggression-agitation-dementia',
  'hallucinations-suspicion-dementia',
  'repeated-questions-dementia',
  'refusing-medicine-dementia',
  'driving-dementia',
  'talking-to-children-dementia',
  'communicating-dementia',
];
const MAX_GRADE = 9;

describe('the content folder', () => {
  const content = loadContent();

  it('has every article and seven help pages, all valid', () => {
    expect(content.articles.map((page) => page.slug).sort()).toEqual([...ARTICLE_SLUGS].sort());
    expect(content.help).toHaveLength(7);
  });

  it.each([...content.articles, ...content.help].map((page) => [page.path, page] as const))(
    '%s reads at US grade 9 or below',
    (_path, page) => {
      expect(readingGrade(page.text)).toBeLessThanOrEqual(MAX_GRADE);
    },
  );

  it('gives every public page one path and a title and description', () => {
    const pages = publicPages(content);
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/guides', '/search', '/help/getting-started']),
    );
    for (const page of pages) {
      expect(page.title.length, page.path).toBeGreaterThan(0);
      expect(page.description.length, page.path).toBeGreaterThan(0);
      if (page.canonicalPath) expect(paths).toContain(page.canonicalPath);
    }
  });
});

describe('reading grade', () => {
  it('rates short plain sentences low and long technical ones high', () => {
    expect(readingGrade('The cat sat on the mat. We went home.')).toBeLessThan(3);
    expect(
      readingGrade(
        'Neurodegenerative pathophysiology necessitates comprehensive interdisciplinary evaluation, individualized pharmacological management and continuous multidimensional reassessment.',
      ),
    ).toBeGreaterThan(MAX_GRADE);
  });
});
