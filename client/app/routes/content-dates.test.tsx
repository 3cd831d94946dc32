import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import type { ContentPageData } from '../../content/pages';
import { ContentView } from './content-page';
import GuidesScreen from './guides';

afterEach(cleanup);

/** An article first published on 2 March 2026 and updated on 23 November 2026. */
const article: ContentPageData = {
  kind: 'articles',
  slug: 'sundowning',
  path: '/sundowning',
  title: 'Sundowning: calmer evenings',
  description: 'Why late afternoons can be hard, and what helps.',
  category: 'Care at home',
  published: '2026-03-02',
  updated: '2026-11-23',
  related: [],
  readingMinutes: 6,
  faq: [],
  statistics: [],
  quotes: [],
  sources: [],
  headings: [],
  html: '<p>Keep the evenings calm and bright.</p>',
  wordCount: 7,
};

it('dates an article the US way: “Updated November 23, 2026”', () => {
  render(
    <MemoryRouter>
      <ContentView page={article} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Updated', { exact: false })).toHaveTextContent(
    'Updated November 23, 2026',
  );
  expect(screen.getByText('First published', { exact: false })).toHaveTextContent(
    'First published March 2, 2026',
  );
  expect(screen.getByText('November 23, 2026')).toHaveAttribute('datetime', '2026-11-23');
});

it('dates every guide in the list the US way', () => {
  render(
    <MemoryRouter>
      <GuidesScreen />
    </MemoryRouter>,
  );
  const dates = screen.getAllByText(/^Updated /);
  expect(dates.length).toBeGreaterThan(3);
  for (const line of dates) {
    expect(line.textContent).toMatch(/^Updated [A-Z][a-z]+ \d{1,2}, \d{4} · \d+ min read$/);
  }
});
