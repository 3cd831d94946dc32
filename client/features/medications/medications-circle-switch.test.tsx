import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import type { Medication } from '../../../shared/medications';
import { medicine } from '../../test/medicine';
import MedicationsScreen from './medications.screen';
import { createQueryClient } from '../../lib/query-client';
import { useSwitchCircle } from '../circles/circles.queries';

/** A fake server: the session works in one circle at a time, as the real one does. */
const medicinesOf: Record<string, Medication[]> = {
  'circle-a': [medicine('m-a', 'Donepezil')],
  'circle-b': [medicine('m-b', 'Memantine')],
};
let currentCircle = 'circle-a';
const user = (): User => ({
  id: 'user-1',
  name: 'Ruth',
  email: 'ruth@example.com',
  phoneNumber: null,
  role: 'family',
  circleId: currentCircle,
});

beforeEach(() => {
  currentCircle = 'circle-a';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/circles/current' && init?.method === 'POST') {
        currentCircle = (JSON.parse(init.body as string) as { circleId: string }).circleId;
      }
      const body =
        url === '/api/circle/medications'
          ? medicinesOf[currentCircle]
          : url === '/api/auth/user' || url === '/api/circles/current'
            ? user()
            : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function SwitchToB() {
  const switchCircle = useSwitchCircle();
  return <button onClick={() => switchCircle.mutate('circle-b')}>Switch to B</button>;
}

it('shows the new circle’s medicines after a switch, never the previous circle’s', async () => {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SwitchToB />
        <MedicationsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // Generous waits: the screen asks who is signed in, then for the list, and a busy machine is slow.
  const patiently = { timeout: 5000 };
  expect(await screen.findByRole('heading', { name: /Donepezil/ }, patiently)).toBeInTheDocument();

  fireEvent.click(screen.getByRole('button', { name: 'Switch to B' }));

  expect(await screen.findByRole('heading', { name: /Memantine/ }, patiently)).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /Donepezil/ })).not.toBeInTheDocument();
});
