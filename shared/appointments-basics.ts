/**
 * What screens need of appointments without the schemas in `appointments.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

export const APPOINTMENT_TYPES = [
  'doctor',
  'specialist',
  'dentist',
  'therapy',
  'lab',
  'other',
] as const;

export type AppointmentType = (typeof APPOINTMENT_TYPES)[number];

export const APPOINTMENT_TYPE_LABELS: Record<AppointmentType, string> = {
  doctor: 'Doctor',
  specialist: 'Specialist',
  dentist: 'Dentist',
  therapy: 'Therapy',
  lab: 'Lab work',
  other: 'Other',
};

export const APPOINTMENT_EVENTS = { changed: 'appointments.changed' } as const;
