import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { User } from '../../../shared/auth';
import type { DayDoses, DoseEvent } from '../../../shared/medications';
import MedicationsTodayScreen from './medications-today.screen';
import { createQueryClient } from '../../lib/query-client';
import { doseEvent } from '../../test/medicine';

/** Rose's day in New York: Donepezil at 8:00 AM and 8:35 PM on 2 March 2026. */
const dose = (id: string, localTime: string, scheduledAt: string) =>
  doseEvent(id, localTime, scheduledAt, { localDate: '2026-03-02' });
const morning = dose('d-morning', '08:00', '2026-03-02T13:00:00.000Z');
const evening = dose('d-evening', '20:35', '2026-03-03T01:35:00.000Z');

const user: User = {
  id: 'user-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phoneNumber: null,
  role: 'caregiver',
  circleId: 'circle-a',
};

let doses: DoseEvent[] = [];
let logged: Record<string, string>[] = [];
/** The server's clock, when it is not the phone's. */
let serverNow: string | null = null;

beforeEach(() => {
  logged = [];
  serverNow = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/circle/doses/') && init?.method === 'POST') {
        const fields = Object.fromEntries(
          [...(init.body as FormData).entries()].map(([key, value]) => [
            key,
            typeof value === 'string' ? value : value.name,
          ]),
        );
        logged.push(fields);
        const id = url.split('/')[3];
        doses = doses.map((d) =>
          d.id === id
            ? { ...d, status: 'taken', takenAt: new Date().toISOString(), loggedBy: user.name }
            : d,
        );
        return new Response(JSON.stringify(doses.find((d) => d.id === id)), { status: 200 });
      }
      const day: DayDoses = {
        date: '2026-03-02',
        timeZone: 'America/New_York',
        now: serverNow ?? new Date().toISOString(),
        recipientName: 'Rose',
        doses,
      };
      const body =
        url === '/api/auth/user'
          ? user
          : url.startsWith('/api/circle/doses')
            ? day
            : url === '/api/circle/medications'
              ? []
              : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const at = (instant: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
};

/** The first render also loads the screen's modules: a cold start takes more than a second. */
const loaded = { timeout: 5000 };
vi.setConfig({ testTimeout: 15_000 });

const renderToday = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/medications/today']}>
        <MedicationsTodayScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );

it('at 2:26 AM offers no one-tap "taken" for the 8:35 PM dose: it is later today', async () => {
  at('2026-03-02T07:26:00Z'); // 2:26 AM in New York
  doses = [evening];
  renderToday();
  expect(
    await screen.findByRole('heading', { name: 'Nothing to log right now' }, loaded),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/Next: Donepezil \(1 tablet\) at 8:35 PM, later today\./),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: /^Did Rose take/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Yes, taken' })).not.toBeInTheDocument();
  const item = within(screen.getByRole('list', { name: 'Doses' })).getByRole('listitem');
  expect(item).toHaveTextContent('Later today');
  expect(within(item).queryByRole('button', { name: /^Taken/ })).not.toBeInTheDocument();
});

it('logs it early only after a dialog that says its reminder will not come', async () => {
  at('2026-03-02T07:26:00Z');
  doses = [evening];
  renderToday();
  fireEvent.click(
    await screen.findByRole('button', { name: 'Log as taken early: Donepezil at 8:35 PM' }, loaded),
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: 'Log Donepezil as taken now?',
  });
  expect(dialog).toHaveTextContent('It is planned for 8:35 PM, in about 18 hours.');
  expect(dialog).toHaveTextContent(
    'Its reminder will not come, and there will be no missed-dose alert for it.',
  );
  expect(dialog).toHaveTextContent(/recorded as taken at 2:26 AM/);
  expect(logged).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Log it as taken now' }));
  await waitFor(() => expect(logged).toEqual([{ status: 'taken', confirmEarly: 'true' }]));
  expect(
    await within(screen.getByRole('list', { name: 'Doses' })).findByText(/taken early/),
  ).toBeInTheDocument();
});

it('asks "Did Rose take …?" with one tap from an hour before the dose, as before', async () => {
  at('2026-03-02T12:00:00Z'); // 7:00 AM: the 8:00 AM dose is an hour away
  doses = [morning, evening];
  renderToday();
  expect(
    await screen.findByRole(
      'heading',
      { name: 'Did Rose take the 8:00 AM Donepezil (1 tablet)?' },
      loaded,
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Yes, taken' })).toBeInTheDocument();
  const [first, second] = within(screen.getByRole('list', { name: 'Doses' })).getAllByRole(
    'listitem',
  );
  expect(first).toHaveTextContent('Not yet taken');
  expect(within(first as HTMLElement).getByRole('button', { name: /^Taken/ })).toBeInTheDocument();
  expect(second).toHaveTextContent('Later today');
});

it('judges "near" by the server’s clock when the phone’s is wrong', async () => {
  at('2026-03-02T07:26:00Z'); // the phone says 2:26 AM…
  serverNow = '2026-03-02T12:30:00.000Z'; // …but it is 7:30 AM in New York
  doses = [morning, evening];
  renderToday();
  expect(
    await screen.findByRole(
      'heading',
      { name: 'Did Rose take the 8:00 AM Donepezil (1 tablet)?' },
      loaded,
    ),
  ).toBeInTheDocument();
});
