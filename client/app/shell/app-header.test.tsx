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

it('lists every header link as an item of the list, the first four on tablets (valid HTML)', () => {
  const user = { id: 'u1', name: 'Maria', role: 'caregiver', email: 'maria@example.com' } as User;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AppHeader user={user} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const list = screen.getByRole('navigation', { name: 'Main' }).querySelector('ul');
  const children = [...(list?.children ?? [])];
  expect(children.map((child) => child.tagName)).toEqual(navForRole('caregiver').map(() => 'LI'));
  expect(children.slice(0, 4).every((item) => !item.className.includes('hidden'))).toBe(true);
  expect(children.slice(4).every((item) => item.className.includes('hidden'))).toBe(true);
});
