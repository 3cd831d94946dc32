import type { Medication } from '../../shared/medications';

/** A medicine as the API returns it, for screen tests: a daily tablet unless told otherwise. */
export const medicine = (
  id: string,
  name: string,
  overrides: Partial<Medication> = {},
): Medication => ({
  id,
  name,
  strength: '10 mg',
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
  schedule: { type: 'daily', times: ['08:00'], weekdays: [1, 2, 3, 4, 5, 6, 7] },
  status: 'active',
  pillsOnHand: null,
  stockPerDose: null,
  refillThreshold: null,
  runsOutOn: null,
  needsRefill: false,
  ...overrides,
});
