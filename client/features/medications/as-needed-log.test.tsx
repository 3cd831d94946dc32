import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Medication } from '../../../shared/medications';
import { createQueryClient } from '../../lib/query-client';
import { AsNeededLog } from './as-needed-log';

const medicine = (name: string, schedule: Medication['schedule']): Medication => ({
  id: name,
  name,
  strength: '500 mg',
  form: 'tablet',
  doseAmount: 1,
  doseUnit: 'tablet',
  instructions: '',
  prescriber: '',
  pharmacy: '',
  purpose: '',
  photoUrl: null,
  startDate: '2025-01-01',
  endDate: null,
  schedule,
  status: 'active',
  pillsOnHand: null,
  stockPerDose: null,
  refillThreshold: null,
  runsOutOn: null,
  needsRefill: false,
});

const renderLog = (medications: Medication[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AsNeededLog medications={medications} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

it('shows no "Only when needed" heading when no medicine is taken only when needed', () => {
  renderLog([
    medicine('Donepezil', { type: 'daily', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] }),
  ]);
  expect(screen.queryByRole('heading', { name: 'Only when needed' })).toBeNull();
});

it('lists as-needed medicines under their heading', () => {
  renderLog([medicine('Paracetamol', { type: 'asNeeded', minIntervalMinutes: 240, maxPerDay: 4 })]);
  expect(screen.getByRole('heading', { name: 'Only when needed' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: /Paracetamol/ })).toBeTruthy();
});
