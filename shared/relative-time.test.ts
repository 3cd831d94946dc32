import { describe, expect, it } from 'vitest';
import { formatDate, formatRelativeTime } from './relative-time';

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
