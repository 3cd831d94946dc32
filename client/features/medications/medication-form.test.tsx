import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';
import { MedicationForm } from './medication-form';

let posted: unknown[] = [];

beforeEach(() => {
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posted.push(JSON.parse(init.body as string));
      const body =
        url === '/api/auth/user'
          ? { id: 'u', name: 'Ruth', email: 'r@e.co', phoneNumber: null, role: 'caregiver' }
          : { id: 'm', name: 'Donepezil', schedule: { type: 'daily', times: ['08:00'] } };
      return new Response(JSON.stringify({ circleId: 'c', ...body }), { status: 200 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const onSaved = vi.fn();
const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MedicationForm onSaved={onSaved} />
    </QueryClientProvider>,
  );
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => {
  const button = screen.getByRole('button', { name: 'Add medicine' });
  button.focus();
  fireEvent.click(button);
};

it('shows the shared schema’s messages beside their fields, and sends nothing', async () => {
  renderForm();
  fireEvent.click(screen.getByRole('button', { name: 'Add a time' }));
  type('Time 2', '08:00');
  type('Amount each time', '');
  submit();
  expect(await screen.findByText('Please enter the medicine’s name')).toHaveAttribute(
    'role',
    'alert',
  );
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Please enter how much is taken each time')).toBeInTheDocument();
  expect(screen.getByText('Each time of day can be added only once')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add medicine' })).toHaveFocus();
  expect(posted).toEqual([]);
});

it('sends the medicine as typed, with sorted times and hours turned into minutes', async () => {
  renderForm();
  type('Name', ' Donepezil ');
  type('Start date', '2026-05-01');
  type('On hand now', '30');
  fireEvent.click(screen.getByRole('button', { name: 'Add a time' }));
  type('Time 1', '21:00');
  submit();
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(posted).toEqual([
    {
      name: ' Donepezil ',
      strength: '',
      form: 'tablet',
      doseAmount: 1,
      doseUnit: 'tablet',
      instructions: '',
      purpose: '',
      prescriber: '',
      pharmacy: '',
      startDate: '2026-05-01',
      endDate: null,
      schedule: { type: 'daily', times: ['20:00', '21:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
      pillsOnHand: 30,
      stockPerDose: null,
      refillThreshold: null,
    },
  ]);

  fireEvent.change(screen.getByLabelText('How often'), { target: { value: 'asNeeded' } });
  type('Hours between doses, at least', '1.5');
  submit();
  await waitFor(() => expect(posted).toHaveLength(2));
  expect(posted[1]).toMatchObject({
    schedule: { type: 'asNeeded', minIntervalMinutes: 90, maxPerDay: 4 },
  });
});
