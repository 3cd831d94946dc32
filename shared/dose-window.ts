import { formatTimeOfDay } from './medications-basics';

/**
 * How long before its planned time a dose can be logged as taken with one tap (decision 068). No
 * shorter than the longest reminder lead a circle can choose (60 minutes, shared/medications.ts),
 * so whoever answers a reminder is never asked more; and the hour nurses are given either side of
 * a dose taken a few times a day (ISMP). Further ahead, logging it needs a confirmation.
 */
export const ONE_TAP_WINDOW_MINUTES = 60;

const MINUTE = 60_000;

/**
 * Whether a dose planned for `scheduledAt` (the instant the server stores and sends) would be
 * taken early at `now`: more than the window before it. Instants, not clock faces, so midnight,
 * time zones and daylight saving need nothing more. After its time it is never early.
 */
export function isTakenEarly(scheduledAt: Date | string, now: Date): boolean {
  return new Date(scheduledAt).getTime() - now.getTime() > ONE_TAP_WINDOW_MINUTES * MINUTE;
}

/**
 * Whether a log needs the person to confirm it was taken early: its reminder and missed-dose
 * alert stop once it is logged. Skipping ahead needs none: a skip already asks for a reason, and
 * "no evening dose tonight" is often known in the morning (decision 068).
 */
export function needsEarlyConfirmation(log: {
  status: 'taken' | 'skipped';
  scheduledAt: Date | string;
  now: Date;
}): boolean {
  return log.status === 'taken' && isTakenEarly(log.scheduledAt, log.now);
}

/** What the server answers a "taken" log that is early and not confirmed. */
export const earlyTakenMessage = (dose: { medicationName: string; localTime: string }): string =>
  `The ${formatTimeOfDay(dose.localTime)} ${dose.medicationName} is not due yet. If it is logged as taken now, its reminder and missed-dose alert will not come. If it was given early, please confirm that it was taken early.`;
