/**
 * Local dates ("2026-03-10") and wall-clock times ("09:00") as people read them, in US English
 * (seed spec §9). They are already in the care recipient's zone, so no conversion happens here.
 */
const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Tuesday, March 10, 2026" */
export const formatLocalDate = (date: string): string =>
  atNoon(date).toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "March 10, 2026" */
export const formatLocalDay = (date: string): string =>
  atNoon(date).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** "June 1998" */
export const formatMonthYear = (date: string): string =>
  atNoon(date).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "Tue, Mar 10" */
export const formatShortDate = (date: string): string =>
  atNoon(date).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "9:00 AM" */
export function formatClockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** A local date `days` later (or earlier), counted in calendar days. */
export function shiftDate(date: string, days: number): string {
  const shifted = atNoon(date);
  shifted.setUTCDate(shifted.getUTCDate() + days);
  return shifted.toISOString().slice(0, 10);
}

/** Today's date in a time zone (the care recipient's), as YYYY-MM-DD. */
export const todayIn = (timeZone: string, now = new Date()): string =>
  now.toLocaleDateString('en-CA', { timeZone });
