import { describe, expect, it } from 'vitest';
import { formatContentDate } from './content';
import { checkContentSet, ContentError, parseContentFile } from './content-parse';

const FRONT = `title: Sundowning
description: Why late-day confusion happens and what helps.
published: 2026-11-20
updated: 2026-11-23
category: Care at home
related: [wandering-dementia, stages-of-dementia]
sources:
  - name: National Institute on Aging
    title: Sundowning
    url: https://www.nia.nih.gov/
  - name: MedlinePlus
    title: Dementia
    url: https://medlineplus.gov/dementia.html`;

const file = (
  front: string,
  body = 'Intro for families.\n\n## What it is\n\nText.\n\n## What helps\n\nMore.',
) => `---\n${front}\n---\n\n${body}\n`;

const parse = (source: string) =>
  parseContentFile({
    kind: 'articles',
    slug: 'sundowning',
    source,
    file: 'content/articles/sundowning.md',
  });

const problemsOf = (source: string) => {
  try {
    parse(source);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as ContentError).message;
  }
  throw new Error('expected a ContentError');
};

describe('content files', () => {
  it('reads front matter, headings with anchors, HTML and plain text', () => {
    const page = parse(file(FRONT));
    expect(page.path).toBe('/sundowning');
    expect(page.headings).toEqual([
      { id: 'what-it-is', text: 'What it is', level: 2 },
      { id: 'what-helps', text: 'What helps', level: 2 },
    ]);
    expect(page.html).toContain('<h2 id="what-helps">What helps</h2>');
    expect(page.text).toContain('Intro for families.');
    expect(page.faq).toEqual([]);
  });

  it('names the file and the missing field', () => {
    expect(problemsOf(file(FRONT.replace(/^description:.*$/m, '')))).toMatch(
      /^content\/articles\/sundowning\.md: .*description is missing/,
    );
  });

  it('refuses a date that is not a calendar date', () => {
    expect(problemsOf(file(FRONT.replace('2026-11-20', '20 Nov 2026')))).toMatch(
      /sundowning\.md: published must be a date/,
    );
  });

  it('refuses HTML in the body', () => {
    expect(problemsOf(file(FRONT, 'Hello <script>alert(1)</script> there.'))).toMatch(
      /sundowning\.md: HTML is not allowed/,
    );
  });

  it('refuses a second title and a page with no front matter', () => {
    expect(problemsOf(file(FRONT, '# Another title\n\nText.'))).toMatch(/use ## for sections/);
    expect(problemsOf('Just text')).toMatch(/must start with front matter/);
  });

  it('refuses unknown related pages and links to pages that do not exist', () => {
    const page = parse(file(FRONT, 'See [costs](/dementia-care-costs) and [help](/help/nope).'));
    expect(() =>
      checkContentSet([page], {
        sitePaths: new Set(['/dementia-care-costs']),
        fileOf: () => 'content/articles/sundowning.md',
      }),
    ).toThrow(
      /sundowning\.md: related names an unknown article: wandering-dementia.*links to \/help\/nope/,
    );
  });

  it('writes dates the US way: month name, day and year', () => {
    expect(formatContentDate('2026-11-23')).toBe('November 23, 2026');
    expect(formatContentDate('2027-01-05')).toBe('January 5, 2027');
  });
});
