import {
  type DoseEvent,
  dosesPerDay,
  formatDose,
  type Medication,
} from '../../../shared/medications';
import { addDays } from '../../lib/local-time';
import { imageUrl } from '../../platform/images/images.service';
import type { doseEvents, medications } from './medications.schema';

type MedicationRow = typeof medications.$inferSelect;
type DoseRow = typeof doseEvents.$inferSelect;

/** The local date the stock runs out at the planned rate, and whether it is time to refill. */
export function stockOutlook(row: MedicationRow, today: string) {
  const perDose = row.stockPerDose ?? row.doseAmount;
  const perDay = dosesPerDay(row.schedule) * perDose;
  const runsOutOn =
    row.pillsOnHand !== null && perDay > 0 && row.status === 'active'
      ? addDays(today, Math.floor(row.pillsOnHand / perDay))
      : null;
  const needsRefill =
    row.pillsOnHand !== null &&
    row.refillThreshold !== null &&
    row.pillsOnHand <= row.refillThreshold;
  return { runsOutOn, needsRefill };
}

export const presentMedication = (row: MedicationRow, today: string): Medication => ({
  id: row.id,
  name: row.name,
  strength: row.strength,
  form: row.form,
  doseAmount: row.doseAmount,
  doseUnit: row.doseUnit,
  instructions: row.instructions,
  prescriber: row.prescriber,
  pharmacy: row.pharmacy,
  purpose: row.purpose,
  photoUrl: imageUrl(row.photoId),
  startDate: row.startDate,
  endDate: row.endDate,
  schedule: row.schedule,
  status: row.status,
  pillsOnHand: row.pillsOnHand,
  stockPerDose: row.stockPerDose,
  refillThreshold: row.refillThreshold,
  ...stockOutlook(row, today),
});

export const presentDose = (row: DoseRow, loggedBy: string | null): DoseEvent => ({
  id: row.id,
  medicationId: row.medicationId,
  medicationName: row.medicationName,
  dose: formatDose(row.doseAmount, row.doseUnit),
  instructions: row.instructions,
  localDate: row.localDate,
  localTime: row.localTime,
  scheduledAt: row.scheduledAt.toISOString(),
  status: row.status,
  isLate: row.isLate,
  isAsNeeded: row.isAsNeeded,
  takenAt: row.takenAt?.toISOString() ?? null,
  loggedBy,
  skipReason: row.skipReason,
  notes: row.notes,
  photoUrl: imageUrl(row.photoId),
});
