import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import GamePlayScreen from './game-play.screen';
import { createQueryClient } from '../../lib/query-client';
import { PLAY_WAITS_MS } from './play-screen.part';

const user: User = {
  id: 'user-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phoneNumber: null,
  role: 'caregiver',
  circleId: 'circle-1',
};

/** A server that knows who is signed in and Rosa's stage, and fails everything about the games. */
let requests: { url: string; method: string }[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? 'GET' });
      if (url === '/api/auth/user') return new Response(JSON.stringify(user));
      if (url === '/api/circle/recipient') {
        return new Response(JSON.stringify({ preferredName: 'Rosa Martins', stage: 'late' }));
      }
      return new Response('The activities are unavailable', { status: 503 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGame(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/cognitive-activities/play/:game" element={<GamePlayScreen />} />
          <Route path="/cognitive-activities" element={<p>Activities page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

it('plays at the stage’s default when the settings cannot be read, and ends in success', async () => {
  renderGame('/cognitive-activities/play/picture-naming?seed=3');
  await screen.findByText('For whoever is sitting with Rosa');
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  expect(screen.getByText('What is this?')).toBeInTheDocument();
  // Late stage: two names to choose from.
  const names = within(screen.getByRole('list', { name: 'Names' })).getAllByRole('button');
  expect(names).toHaveLength(2);

  for (let round = 0; round < 5; round += 1) {
    const choices = within(screen.getByRole('list', { name: 'Names' })).getAllByRole('button');
    fireEvent.click(choices[1]!);
    fireEvent.click(screen.getByRole('button', { name: round < 4 ? 'Next picture' : 'All done' }));
  }
  expect(screen.getByText(/, Rosa\. Lovely\.$/)).toBeInTheDocument();
  // The log could not be written: only the companion's panel says so.
  expect(
    await screen.findByText('This game could not be added to the activities log just now.'),
  ).toBeInTheDocument();
  expect(document.body.textContent).not.toMatch(/error|wrong|score|503|unavailable/i);
  expect(requests).toContainEqual({
    url: '/api/circles/circle-1/activities/sessions',
    method: 'POST',
  });
});

it('leaves only after the companion confirms', async () => {
  renderGame('/cognitive-activities/play/photo-matching?seed=3');
  fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
  expect(screen.getByRole('alertdialog', { name: 'Leave the game?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
  fireEvent.click(screen.getByRole('button', { name: 'Leave the game' }));
  expect(await screen.findByText('Activities page')).toBeInTheDocument();
});

it('sends an unknown game back to the activities page', async () => {
  renderGame('/cognitive-activities/play/chess');
  expect(await screen.findByText('Activities page')).toBeInTheDocument();
});

it('Play pressed before the family’s answers came waits for them, then deals with the name', async () => {
  let answerRecipient: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answerRecipient = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push({ url, method: 'GET' });
      if (url === '/api/auth/user') return new Response(JSON.stringify(user));
      if (url === '/api/circle/recipient') {
        await answered;
        return new Response(JSON.stringify({ preferredName: 'Rosa Martins', stage: 'late' }));
      }
      return new Response('The activities are unavailable', { status: 503 });
    }),
  );
  renderGame('/cognitive-activities/play/picture-naming?seed=3');
  await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/circle/recipient'));
  expect(screen.getByText('For whoever is sitting with the player')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  // Still the start screen: nothing is dealt without Rosa's name and stage.
  expect(screen.queryByText('What is this?')).not.toBeInTheDocument();
  answerRecipient();
  expect(await screen.findByText('What is this?')).toBeInTheDocument();
  // Late stage: two names to choose from, as Rosa's profile says.
  expect(within(screen.getByRole('list', { name: 'Names' })).getAllByRole('button')).toHaveLength(
    2,
  );
  for (let round = 0; round < 5; round += 1) {
    fireEvent.click(within(screen.getByRole('list', { name: 'Names' })).getAllByRole('button')[0]!);
    fireEvent.click(screen.getByRole('button', { name: round < 4 ? 'Next picture' : 'All done' }));
  }
  expect(screen.getByText(/, Rosa\. Lovely\.$/)).toBeInTheDocument();
});

it('Play never waits longer than a moment for a server that does not answer', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        requests.push({ url, method: 'GET' });
        if (url === '/api/auth/user') return new Response(JSON.stringify(user));
        return new Promise<Response>(() => undefined);
      }),
    );
    renderGame('/cognitive-activities/play/picture-naming?seed=3');
    await vi.waitFor(() => expect(requests.map((r) => r.url)).toContain('/api/circle/recipient'));
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.queryByText('What is this?')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(PLAY_WAITS_MS);
    expect(await screen.findByText('What is this?')).toBeInTheDocument();
  } finally {
    vi.useRealTimers();
  }
});
