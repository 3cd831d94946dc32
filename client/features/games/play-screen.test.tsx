import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { GamePhoto } from '../../../shared/activities-family';
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

it('names each of the family’s photos without a caption differently on the cards, and never counts the pairs', async () => {
  const photo = (n: number): GamePhoto => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    caption: null,
    place: null,
    year: null,
    isDecade: false,
    takenOn: null,
    people: [],
    addedBy: 'Maria',
    thumbnailUrl: `/api/circle/photos/${n}/thumbnail?for=game`,
    imageUrl: `/api/circle/photos/${n}/image?for=game`,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push({ url, method: 'GET' });
      if (url === '/api/auth/user') return new Response(JSON.stringify(user));
      if (url === '/api/circle/recipient') {
        return new Response(JSON.stringify({ preferredName: 'Rosa Martins', stage: 'middle' }));
      }
      if (url === '/api/circles/circle-1/activities/pictures') {
        const set = { photos: [1, 2, 3, 4].map(photo), people: [], sequences: [] };
        return new Response(JSON.stringify(set));
      }
      return new Response('The activities are unavailable', { status: 503 });
    }),
  );
  renderGame('/cognitive-activities/play/photo-matching?seed=3');
  await vi.waitFor(() =>
    expect(requests.map((r) => r.url)).toContain('/api/circles/circle-1/activities/pictures'),
  );
  await screen.findByText('For whoever is sitting with Rosa');
  expect(screen.getByText(/never keeps count/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Play' }));
  // Middle stage: four pairs, all four of the family's photos.
  const cards = () => within(screen.getByRole('list', { name: 'Cards' })).getAllByRole('button');
  expect(cards()).toHaveLength(8);
  for (let taps = 0; taps < 40 && !screen.queryByText(/^You found all/); taps += 1) {
    expect(document.body.textContent).not.toMatch(/left to find|pairs? left/i);
    const down = cards().find((card) => card.getAttribute('aria-label')?.endsWith('face down'));
    fireEvent.click(down ?? cards()[0]!);
  }
  expect(
    screen.getByText("You found all of Maria's photos, Rosa. Lovely to see them together."),
  ).toBeInTheDocument();
  const names = cards().map(
    (card) => /^Card \d+: (.*), found$/.exec(card.getAttribute('aria-label') ?? '')?.[1],
  );
  expect(new Set(names)).toEqual(new Set(['Photo 1', 'Photo 2', 'Photo 3', 'Photo 4']));
});
