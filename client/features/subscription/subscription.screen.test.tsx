import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
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

/** What the server answers when Stripe cannot be reached (server/features/subscription). */
const PAYMENTS_AWAY = {
  message:
    'We cannot reach our payment service just now. Nothing was charged, and your family’s care in Kinwell is not affected: everything keeps working. Please try again in a few minutes.',
};

let plan: Subscription = trialing;

beforeEach(() => {
  plan = trialing;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (url === '/api/auth/user') return json(caregiver);
      if (url === '/api/circle/subscription') return json(plan);
      if (init?.method === 'POST' && url.startsWith('/api/circle/subscription/')) {
        return json(PAYMENTS_AWAY, 503);
      }
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

it('says in the server’s words when payments cannot be reached, and lets her try again', async () => {
  renderScreen();
  const choose = await screen.findByRole('button', { name: 'Choose the plan' });
  fireEvent.click(choose);
  expect(await screen.findByRole('alert')).toHaveTextContent(PAYMENTS_AWAY.message);
  expect(screen.getByRole('alert')).not.toHaveTextContent(/503|went wrong/);
  expect(screen.getByRole('button', { name: 'Choose the plan' })).toBeEnabled();
});

it('says the same when the billing settings cannot be opened', async () => {
  plan = {
    ...trialing,
    state: 'active',
    trialDaysLeft: null,
    periodEndsAt: '2026-05-01T15:00:00.000Z',
    hasBillingAccount: true,
  };
  renderScreen();
  const card = (await screen.findByRole('heading', { name: 'Your family has the plan' }))
    .parentElement as HTMLElement;
  fireEvent.click(within(card).getByRole('button', { name: 'Manage billing' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(PAYMENTS_AWAY.message);
});
