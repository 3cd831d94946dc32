import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { Medication } from '../../../shared/medications';
import { medicine } from '../../test/medicine';
import { createQueryClient } from '../../lib/query-client';
import { AsNeededLog } from './as-needed-log';

const renderLog = (medications: Medication[]) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AsNeededLog medications={medications} />
    </QueryClientProvider>,
  );

afterEach(cleanup);

it('shows no "Only when needed" heading when no medicine is taken only when needed', () => {
  renderLog([medicine('d1', 'Donepezil')]);
  expect(screen.queryByRole('heading', { name: 'Only when needed' })).toBeNull();
});

it('lists as-needed medicines under their heading', () => {
  renderLog([
    medicine('p1', 'Paracetamol', {
      strength: '500 mg',
      schedule: { type: 'asNeeded', minIntervalMinutes: 240, maxPerDay: 4 },
    }),
  ]);
  expect(screen.getByRole('heading', { name: 'Only when needed' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: /Paracetamol/ })).toBeTruthy();
});
