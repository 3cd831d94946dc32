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

/** Dates use US English formats (seed spec §9). */
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
