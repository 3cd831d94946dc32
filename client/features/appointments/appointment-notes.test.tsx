import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { Appointment } from '../../../shared/appointments';
import { createQueryClient } from '../../lib/query-client';
import { AppointmentNotes } from './appointment-notes';

const toast = vi.hoisted(() => vi.fn());
vi.mock('../../components/ui/use-toast', () => ({ toast }));

const VISIT: Appointment = {
  id: '2f6c1a52-1d0e-4c55-9f5e-6f7d3e2a1b90',
  title: 'Memory clinic',
  type: 'specialist',
  provider: null,
  location: null,
  mapUrl: null,
  date: '2026-11-29',
  startTime: '10:00',
  endTime: '11:00',
  startsAt: '2026-11-29T15:00:00.000Z',
  endsAt: '2026-11-29T16:00:00.000Z',
  timeZone: 'America/New_York',
  assignee: null,
  transportNotes: null,
  questions: null,
  notesAfter: null,
  attachmentUrl: '/files/visit-summary.webp',
  status: 'scheduled',
  createdBy: null,
  updatedAt: '2026-11-29T16:30:00.000Z',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.mockClear();
});

const renderNotes = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppointmentNotes circleId="circle-1" appointment={VISIT} canWrite />
    </QueryClientProvider>,
  );

it('sends the notes, a new picture and "remove the picture" as one upload, and says it is saved', async () => {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify({ ...VISIT, notesAfter: 'Come back in 3 months.' }), {
        status: 200,
      }),
  );
  vi.stubGlobal('fetch', fetch);
  renderNotes();
  fireEvent.change(screen.getByLabelText('What the doctor said'), {
    target: { value: 'Come back in 3 months.' },
  });
  const picture = new File(['summary'], 'summary.png', { type: 'image/png' });
  fireEvent.change(screen.getByLabelText('Picture of the visit summary (optional)'), {
    target: { files: [picture] },
  });
  fireEvent.click(screen.getByLabelText('Remove the picture'));
  fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));

  await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Notes saved' }));
  const [url, init] = fetch.mock.calls.find(([called]) => called.endsWith('/notes')) ?? [];
  expect(url).toBe(`/api/circle/appointments/${VISIT.id}/notes`);
  expect(init?.method).toBe('PUT');
  const form = init?.body as FormData;
  expect(form.get('notesAfter')).toBe('Come back in 3 months.');
  expect(form.get('removeAttachment')).toBe('true');
  expect((form.get('photo') as File).name).toBe('summary.png');
});

it('refuses notes longer than the server keeps, in its words, before sending anything', async () => {
  const fetch = vi.fn(async (_url: string) => new Response('{}', { status: 401 }));
  vi.stubGlobal('fetch', fetch);
  renderNotes();
  fireEvent.change(screen.getByLabelText('What the doctor said'), {
    target: { value: 'x'.repeat(4001) },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Save notes' }));
  expect(await screen.findByText('Notes must be at most 4000 characters')).toBeTruthy();
  expect(fetch.mock.calls.filter(([url]) => url.endsWith('/notes'))).toEqual([]);
});
