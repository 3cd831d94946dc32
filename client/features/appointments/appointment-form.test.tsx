import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { AppointmentForm } from './appointment-form';

const GAP_MESSAGE =
  'The clocks go forward that night, so 2:30 AM does not happen on 2026-03-08. Choose another time, or keep it and Kinwell saves it at 3:30 AM.';
const sent: Record<string, unknown>[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/circle/appointments' && init?.method === 'POST') {
        const body = JSON.parse(init.body as string) as Record<string, unknown>;
        sent.push(body);
        return body.acceptClockChange
          ? new Response(JSON.stringify({ id: 'a1', ...body, startTime: '03:30' }), { status: 201 })
          : new Response(JSON.stringify({ message: GAP_MESSAGE }), { status: 409 });
      }
      return new Response('[]', { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('explains a time the clocks skip and saves it at the later time only when the person says so', async () => {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppointmentForm
        circleId="c1"
        timeZone="America/Chicago"
        defaultDate="2026-03-08"
        onSaved={onSaved}
      />
    </QueryClientProvider>,
  );
  fireEvent.change(screen.getByLabelText('What it is'), { target: { value: 'Dentist' } });
  fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '02:30' } });
  fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '04:00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add appointment' }));

  expect(await screen.findByText(GAP_MESSAGE)).toBeTruthy();
  expect(onSaved).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Keep it at the later time' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sent.map((body) => body.acceptClockChange)).toEqual([undefined, true]);
});
