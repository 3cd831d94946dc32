import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { LocalHelp, SelfCareReminder } from './local-help';

const settings = {
  zipCode: null,
  reminder: { isOn: false, time: '19:30' },
  timeZone: 'America/Chicago',
  quietHours: null,
};
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.body) sent.push(JSON.parse(init.body as string));
      return new Response(JSON.stringify(settings), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderWith = (screenPart: React.ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>{screenPart}</QueryClientProvider>
    </MemoryRouter>,
  );

it('checks a ZIP code in the server’s words before sending it, and sends an empty one as none', async () => {
  renderWith(<LocalHelp />);
  const zip = await screen.findByLabelText('Your ZIP code (optional)');
  fireEvent.input(zip, { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'Remember my ZIP code' }));
  expect(await screen.findByText('Please enter a 5-digit ZIP code, like 60614')).toBeTruthy();
  expect(sent).toEqual([]);

  fireEvent.input(zip, { target: { value: ' 60614 ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Remember my ZIP code' }));
  expect(await screen.findByText('Saved.')).toBeTruthy();
  expect(sent).toEqual([{ zipCode: '60614', reminder: settings.reminder }]);
});

it('saves the daily reminder with the ZIP code kept as it was', async () => {
  renderWith(<SelfCareReminder />);
  fireEvent.click(await screen.findByLabelText('Send me a gentle reminder each day'));
  fireEvent.click(screen.getByRole('button', { name: 'Save reminder' }));
  expect(await screen.findByText('We will remind you each day at 19:30.')).toBeTruthy();
  await waitFor(() =>
    expect(sent).toEqual([{ zipCode: null, reminder: { isOn: true, time: '19:30' } }]),
  );
});
