import type { DoseEvent } from './medications';

/**
 * What screens need of medicines and doses without the schemas in `medications.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** Words (and colour) for a dose's state; never colour alone. */
export function doseStateLabel(dose: Pick<DoseEvent, 'status' | 'isLate'>): string {
  switch (dose.status) {
    case 'pending':
      return 'Not yet taken';
    case 'taken':
      return dose.isLate ? 'Taken late' : 'Taken';
    case 'skipped':
      return 'Skipped';
    case 'missed':
      return 'Missed';
  }
}

/** "2 tablets", "5 mL", "1 tablet". */
export function formatDose(amount: number, unit: string): string {
  const rounded = Number.isInteger(amount) ? String(amount) : String(Number(amount.toFixed(2)));
  const plural = amount !== 1 && /^[a-z]+$/i.test(unit) && !/s$/i.test(unit) && unit.length > 2;
  return `${rounded} ${plural ? `${unit}s` : unit}`;
}

/** 08:00 → "8:00 AM" (US English, spec §9). */
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The live event the server sends when a circle's doses change (logged, missed, re-planned). */
export const DOSES_CHANGED_EVENT = 'doses.changed';
