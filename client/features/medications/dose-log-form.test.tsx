import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { doseEvent } from '../../test/medicine';
import { DoseLogForm } from './dose-log-form';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/use-toast', () => ({ toast }));

const DOSE = doseEvent('d1', '09:07', '2026-11-29T09:07:00.000Z');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

/** The form, which the screen replaces (as a live update does) while the log is on its way. */
function Replaced({ onAsked }: { onAsked: (replace: () => void) => void }) {
  const [isShown, setShown] = useState(true);
  onAsked(() => setShown(false));
  return isShown ? (
    <DoseLogForm dose={DOSE} initialStatus="taken" onDone={() => undefined} />
  ) : (
    <p>Next dose</p>
  );
}

it('tells the person the dose was logged even when the screen moved on before the answer came', async () => {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  let replace = () => undefined as void;
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Replaced onAsked={(r) => (replace = r)} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await act(async () => {
    await Promise.resolve();
    replace();
  });
  expect(screen.getByText('Next dose')).toBeTruthy();
  await act(async () => {
    answer(new Response(JSON.stringify({ ...DOSE, status: 'taken' }), { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(toast).toHaveBeenCalledWith(
    expect.objectContaining({ title: 'Logged: Donepezil at 9:07 AM taken' }),
  );
});

it('asks why a dose was skipped before sending anything, in the server’s words', async () => {
  const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 401 }));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DoseLogForm dose={DOSE} initialStatus="skipped" onDone={() => undefined} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Please say why it was skipped')).toBeTruthy();
  expect(screen.getByLabelText('Why was it skipped?').getAttribute('aria-invalid')).toBe('true');
  expect(fetch.mock.calls.filter(([url]) => url !== '/api/auth/user')).toEqual([]);
});

it('sends the log as a form with its reason, and shows what the server refuses', async () => {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ message: 'That dose was already logged by Sam.' }), {
        status: 409,
      }),
  );
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DoseLogForm dose={DOSE} initialStatus="skipped" onDone={() => undefined} />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('Why was it skipped?'), {
    target: { value: 'Asleep' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'That dose was already logged by Sam.',
  );
  const [url, init] = fetch.mock.calls.find(([url]) => url !== '/api/auth/user') ?? [];
  expect(url).toBe('/api/circle/doses/d1/log');
  const sent = init?.body;
  if (!(sent instanceof FormData)) throw new Error('The log is sent as a form');
  expect([sent.get('status'), sent.get('skipReason')]).toEqual(['skipped', 'Asleep']);
  expect(screen.getByLabelText<HTMLInputElement>('Why was it skipped?').value).toBe('Asleep');
});
