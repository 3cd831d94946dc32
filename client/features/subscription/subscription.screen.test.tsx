import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import type { Subscription } from '../../../shared/subscription';
import { createQueryClient } from '../../lib/query-client';
import SubscriptionScreen from './subscription.screen';

const caregiver: User = {
  id: 'user-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phoneNumber: null,
  role: 'caregiver',
  circleId: 'circle-a',
};

const trialing: Subscription = {
  state: 'trialing',
  trialEndsAt: '2026-04-01T15:00:00.000Z',
  trialDaysLeft: 30,
  periodEndsAt: null,
  isReadOnly: false,
  showsTrialBanner: false,
  canManage: true,
  hasBillingAccount: false,
  pricePerMonthUsd: 14.95,
};

let plan: Subscription = trialing;

beforeEach(() => {
  plan = trialing;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/auth/user') return json(caregiver);
      if (url === '/api/circle/subscription') return json(plan);
      return json({ message: 'Not here.' }, 404);
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
      <MemoryRouter initialEntries={['/subscription']}>
        <SubscriptionScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('writes the price one way, in dollars, wherever the screen names it', async () => {
  const { container } = renderScreen();
  await screen.findByRole('heading', { name: '30 days left in your free trial' });
  expect(
    screen.getByText(/After that, the plan is \$14\.95 a month for the whole family\./),
  ).toBeInTheDocument();
  expect(screen.getByText('$14.95')).toBeInTheDocument();
  expect(
    screen.getByText('per month for the whole family (about $179 a year)'),
  ).toBeInTheDocument();
  expect(container).not.toHaveTextContent('USD');
});
