import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import { createQueryClient } from '../../lib/query-client';
import { navForRole } from '../signed-in-routes';
import { AppHeader } from './app-header';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 200 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('lists the header links as items of lists: the first four on tablets, all on wider screens (valid HTML)', () => {
  const user = { id: 'u1', name: 'Maria', role: 'caregiver', email: 'maria@example.com' } as User;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AppHeader user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const [tablet, wide] = screen
    .getAllByRole('navigation', { name: 'Main', hidden: true })
    .map((nav) => [...(nav.querySelector('ul')?.children ?? [])]);
  const all = navForRole('caregiver');
  expect(tablet?.map((child) => child.tagName)).toEqual(all.slice(0, 4).map(() => 'LI'));
  expect(wide?.map((child) => child.textContent)).toEqual(all.map((item) => item.label));
  expect(wide?.every((child) => child.tagName === 'LI')).toBe(true);
});
