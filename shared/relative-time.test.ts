import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTimeIn, formatRelativeTime, formatTimeIn } from './relative-time';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('formatRelativeTime (spec §9)', () => {
  it.each([
    [0, 'just now'],
    [1, '1 minute ago'],
    [59, '59 minutes ago'],
    [60, '1 hour ago'],
    [1439, '23 hours ago'],
    [1440, '1 day ago'],
    [4 * 1440 + 5, '4 days ago'],
  ])('%i minutes → %s', (minutes, text) => {
    expect(formatRelativeTime(ago(minutes), now)).toBe(text);
  });
});

it('formats dates in US English', () => {
  expect(formatDate(new Date('2026-07-04T12:00:00Z'))).toBe('July 4, 2026');
});

describe('times in the care recipient’s zone', () => {
  const at = new Date('2026-03-02T15:05:00Z');
  it('names the zone only when the viewer is elsewhere', () => {
    expect(formatDateTimeIn(at, 'America/Chicago', 'America/Chicago')).toBe(
      'March 2, 2026 at 9:05 AM',
    );
    expect(formatDateTimeIn(at, 'America/Chicago', 'Europe/London')).toBe(
      'March 2, 2026 at 9:05 AM (Chicago time)',
    );
    expect(formatTimeIn(at, 'America/New_York', 'UTC')).toBe('10:05 AM (New York time)');
    expect(formatTimeIn(at, 'America/New_York', 'America/New_York')).toBe('10:05 AM');
  });
});
