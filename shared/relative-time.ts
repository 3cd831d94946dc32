/**
 * Relative time as the spec's display rule (seed spec §9): under 60 minutes in minutes,
 * under 1,440 minutes in hours, otherwise in days; under a minute, "just now" (never "0 minutes ago").
 */
export function formatRelativeTime(from: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - from.getTime()) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  if (minutes < 1440) {
    const hours = Math.floor(minutes / 60);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  const days = Math.floor(minutes / 1440);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Dates use US English formats (seed spec §9): "November 23, 2026". */
export const formatDate = (date: Date): string =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** A moment with its time, US English ("March 2, 2026 at 3:00 PM"). */
export const formatDateTime = (date: Date, timeZone?: string): string =>
  date.toLocaleString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });

/** The viewer's own time zone (the browser's, or the server's when rendering there). */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "America/New_York" → "New York time": how a zone is named next to a time. */
export const zoneName = (timeZone: string): string =>
  `${(timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ')} time`;

/** " (New York time)" when the viewer is elsewhere, otherwise nothing. */
const zoneSuffix = (timeZone: string, viewer: string): string =>
  timeZone === viewer ? '' : ` (${zoneName(timeZone)})`;

/**
 * A moment in the care recipient's time zone, named when the viewer's own zone differs:
 * "March 2, 2026 at 9:00 AM (Chicago time)".
 */
export const formatDateTimeIn = (
  date: Date,
  timeZone: string,
  viewer: string = viewerTimeZone(),
): string => `${formatDateTime(date, timeZone)}${zoneSuffix(timeZone, viewer)}`;

/** A time of day in the care recipient's zone, named when the viewer's differs: "3:05 PM". */
export const formatTimeIn = (
  date: Date,
  timeZone: string,
  viewer: string = viewerTimeZone(),
): string =>
  `${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone })}${zoneSuffix(timeZone, viewer)}`;
