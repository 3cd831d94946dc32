import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { Photo } from '../../../shared/memory-photos';
import { createQueryClient } from '../../lib/query-client';
import { AddRecording } from './recording-add';

/** A family with six photos, four of them added by Sam on one day with nothing written on them. */
const photo = (n: number, details: Partial<Photo> = {}): Photo => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  caption: null,
  place: null,
  year: null,
  isDecade: false,
  story: null,
  takenOn: null,
  width: 800,
  height: 600,
  people: [],
  albumIds: [],
  addedBy: { id: 'user-2', name: 'Sam Lopez' },
  addedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  removedAt: null,
  deletesOn: null,
  canChange: true,
  imageUrl: `/api/circle/photos/${n}/image`,
  thumbnailUrl: `/api/circle/photos/${n}/thumbnail`,
  fullUrl: null,
  fullWidth: null,
  ...details,
});
const PHOTOS = [
  photo(1, { caption: 'Grandpa at the lake' }),
  photo(2),
  photo(3, {
    people: [{ id: '00000000-0000-4000-8000-000000000101', name: 'Rosa', relationship: null }],
  }),
  photo(4),
  photo(5, { takenOn: '1998-06-21' }),
  photo(6),
];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = url.startsWith('/api/circle/photos')
        ? { photos: PHOTOS, total: PHOTOS.length, page: 1, pageSize: 60 }
        : url === '/api/circle/music'
          ? { ownSongs: [] }
          : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
  // jsdom has no object URLs; the form only hands this one to its <audio>.
  URL.createObjectURL = () => 'blob:recording';
  URL.revokeObjectURL = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('offers each photo by a name of its own, so photos without a caption can be told apart', async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AddRecording circleId="circle-1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.upload(
    screen.getByLabelText('Choose an audio file'),
    new File(['sound'], 'grandpa.webm', { type: 'audio/webm' }),
  );
  const picker = screen.getByRole('combobox', { name: 'The photo it belongs to (optional)' });
  await within(picker).findByRole('option', { name: 'Grandpa at the lake' });
  const names = within(picker)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names).toEqual([
    'No photo',
    'Grandpa at the lake',
    'Photo 2',
    'Rosa',
    'Photo 4',
    'June 1998',
    'Photo 6',
  ]);
});
