import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../scripts/content/load-content';
import {
  type GuideSearchDocument,
  GUIDE_INDEX_OPTIONS,
  searchDocumentOf,
  searchGuides,
} from './guide-search';

const content = loadContent();
const index = new MiniSearch<GuideSearchDocument>(GUIDE_INDEX_OPTIONS);
index.addAll([...content.articles, ...content.help].map(searchDocumentOf));
const paths = (query: string) => searchGuides(index, query).map((result) => String(result.id));

describe('searching the guides', () => {
  it("finds the guide for a caregiver's own words first", () => {
    expect(paths('he keeps saying he wants to go home')[0]).toBe('/sundowning');
    expect(paths('she wet herself again')[0]).toBe('/incontinence-dementia');
    expect(paths('mum spits her tablets out')[0]).toBe('/refusing-medicine-dementia');
  });

  it('searches as typed when the words are not in the vocabulary', () => {
    expect(paths('sundowning')[0]).toBe('/sundowning');
    expect(paths('invite family')).toContain('/help/inviting-family');
    expect(paths('xylophone quartz')).toEqual([]);
  });
});
