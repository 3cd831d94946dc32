import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { QuickLog } from './quick-log';

const sent: unknown[] = [];
let answer: () => Response;

beforeEach(() => {
  sent.length = 0;
  answer = () =>
    new Response(JSON.stringify({ message: 'Please try again later' }), { status: 503 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(init?.body ? JSON.parse(init.body as string) : undefined);
      return answer();
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.getByRole('heading', { name }).closest('li') as HTMLElement;

function renderLog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <QuickLog circleId="c1" />
    </QueryClientProvider>,
  );
}

it('checks a reading with the server’s own words before sending it', async () => {
  renderLog();
  const weight = within(card('Weight'));
  fireEvent.input(weight.getByLabelText('Weight (lb)'), { target: { value: '5000' } });
  fireEvent.click(weight.getByRole('button', { name: 'Save weight' }));
  expect(await weight.findByText('Please enter weight between 40 and 600 lb')).toBeTruthy();
  expect(sent).toEqual([]);
});

it('shows a refused fall in the form’s alert and keeps what was typed', async () => {
  renderLog();
  const falls = within(card('Falls'));
  fireEvent.input(falls.getByLabelText(/Where/), { target: { value: 'Stairs' } });
  fireEvent.click(falls.getByRole('button', { name: 'Log the fall' }));
  expect(await falls.findByRole('alert')).toHaveProperty('textContent', 'Please try again later');
  await waitFor(() =>
    expect(sent).toEqual([
      { kind: 'falls', fall: { place: 'Stairs', injury: null, outcome: null }, note: '' },
    ]),
  );
  expect(falls.getByLabelText(/Where/)).toHaveProperty('value', 'Stairs');
});
