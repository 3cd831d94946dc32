import type { DoseEvent, Medication } from '../../shared/medications';

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

/** A planned dose of Donepezil as the API returns it, for screen tests: pending unless told. */
export const doseEvent = (
  id: string,
  localTime: string,
  scheduledAt: string,
  overrides: Partial<DoseEvent> = {},
): DoseEvent => ({
  id,
  medicationId: 'm1',
  medicationName: 'Donepezil',
  dose: '1 tablet',
  instructions: '',
  localDate: scheduledAt.slice(0, 10),
  localTime,
  scheduledAt,
  status: 'pending',
  isLate: false,
  isAsNeeded: false,
  takenAt: null,
  loggedBy: null,
  skipReason: null,
  notes: null,
  photoUrl: null,
  ...overrides,
});
