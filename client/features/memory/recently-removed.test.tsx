import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import type { Recording } from '../../../shared/memory-recordings';
import MemoryRecordingsScreen from './recordings.screen';
import { createQueryClient } from '../../lib/query-client';

/** A fake server with one recording in "Recently removed", until it is deleted for good. */
const user: User = {
  id: 'user-1',
  name: 'Sam Lopez',
  email: 'sam@example.com',
  phoneNumber: null,
  role: 'family',
  circleId: 'circle-1',
};
const removed = (id: string, title: string, canChange = true): Recording => ({
  id,
  title,
  photoId: null,
  songId: null,
  transcript: null,
  durationSeconds: 12,
  mimeType: 'audio/webm',
  bytes: 48_000,
  addedBy: { id: canChange ? 'user-1' : 'user-2', name: canChange ? 'Sam Lopez' : 'Rosa Lopez' },
  addedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  removedAt: '2026-03-02T10:00:00.000Z',
  deletesOn: '2026-04-01T10:00:00.000Z',
  audioUrl: `/api/circle/recordings/${id}/audio`,
  canChange,
});
let waiting: Recording[] = [];
let requests: string[] = [];

beforeEach(() => {
  waiting = [removed('rec-1', 'Grandpa at the lake'), removed('rec-2', 'Rosa singing', false)];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      requests.push(`${method} ${url}`);
      const forever = /^\/api\/circle\/recordings\/([\w-]+)\/forever$/.exec(url);
      if (method === 'DELETE' && forever) {
        waiting = waiting.filter((r) => r.id !== forever[1]);
        return new Response(null, { status: 204 });
      }
      const body =
        url === '/api/auth/user'
          ? user
          : url === '/api/circle/recordings/removed'
            ? { recordings: waiting }
            : url === '/api/circle/recordings'
              ? { recordings: [] }
              : url.startsWith('/api/circle/photos')
                ? { photos: [], total: 0, page: 1, pageSize: 24 }
                : url === '/api/circle/music'
                  ? { ownSongs: [] }
                  : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MemoryRecordingsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const deletions = () => requests.filter((r) => r.startsWith('DELETE'));

it('asks before deleting a removed recording for good, and Cancel deletes nothing', async () => {
  renderScreen();
  const list = await screen.findByRole('list', { name: 'Recently removed recordings' });
  // Only for what the person may change: Rosa's recording has neither button.
  expect(within(list).queryByRole('button', { name: /Rosa singing/ })).toBeNull();

  await userEvent.click(
    within(list).getByRole('button', { name: /^Delete for good\s*Grandpa at the lake$/ }),
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Delete this recording for good?',
  });
  expect(dialog).toHaveTextContent('“Grandpa at the lake” will be deleted now');
  expect(dialog).toHaveTextContent('This cannot be undone.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(deletions()).toEqual([]);
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});

it('deletes it for good once confirmed, and the list and the storage figure are read again', async () => {
  renderScreen();
  const list = await screen.findByRole('list', { name: 'Recently removed recordings' });
  await userEvent.click(
    within(list).getByRole('button', { name: /^Delete for good\s*Grandpa at the lake$/ }),
  );
  const dialog = await screen.findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

  await waitFor(() => expect(screen.queryByText('Grandpa at the lake')).not.toBeInTheDocument());
  expect(deletions()).toEqual(['DELETE /api/circle/recordings/rec-1/forever']);
  expect(requests.filter((r) => r === 'GET /api/circles/circle-1/storage')).toHaveLength(2);
  // Rosa's recording still waits; focus is on the list, not lost with the deleted row.
  expect(screen.getByText('Rosa singing')).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'Recently removed recordings' })).toHaveFocus(),
  );
});
