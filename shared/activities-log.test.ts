import { describe, expect, it } from 'vitest';
import {
  type ActivitySummary,
  describeActivityLog,
  describeEnjoymentCounts,
  helpNeeded,
  minutesOf,
} from './activities-log';

const summary = (overrides: Partial<ActivitySummary> = {}): ActivitySummary => ({
  sessions: 12,
  minutes: 85,
  byGame: [
    { game: 'photo-matching', sessions: 7, minutes: 50 },
    { game: 'word-recall', sessions: 3, minutes: 20 },
    { game: 'sequence-memory', sessions: 2, minutes: 15 },
    { game: 'picture-naming', sessions: 0, minutes: 0 },
  ],
  help: { none: 6, a_little: 4, a_lot: 2 },
  enjoyment: { enjoyed: 9, neutral: 1, not_enjoyed: 0, unanswered: 2 },
  weeks: [],
  ...overrides,
});

describe('the help a session needed', () => {
  it.each([
    [{ answersShown: 0, difficulty: 4, eased: false }, 'none'],
    [{ answersShown: 1, difficulty: 4, eased: false }, 'a_little'],
    [{ answersShown: 4, difficulty: 4, eased: false }, 'a_little'],
    [{ answersShown: 5, difficulty: 4, eased: false }, 'a_lot'],
    [{ answersShown: 0, difficulty: 4, eased: true }, 'a_lot'],
  ])('%j is %s', (session, expected) => {
    expect(helpNeeded(session)).toBe(expected);
  });
});

describe('the log in words', () => {
  it('says how many, how long, the favourite game and the enjoyment answers', () => {
    expect(describeActivityLog(summary(), 'in the last 30 days')).toBe(
      '12 sessions in the last 30 days, 85 minutes in all, most often Photo matching; enjoyed in 9 of the 10 answered.',
    );
  });

  it('leaves out what nobody answered, and says when there is nothing', () => {
    expect(
      describeActivityLog(
        summary({
          sessions: 1,
          minutes: 1,
          byGame: [{ game: 'word-recall', sessions: 1, minutes: 1 }],
          enjoyment: { enjoyed: 0, neutral: 0, not_enjoyed: 0, unanswered: 1 },
        }),
        'in the last 90 days',
      ),
    ).toBe('1 session in the last 90 days, 1 minute in all, all Word recall.');
    expect(describeActivityLog(summary({ sessions: 0 }), 'in these dates')).toBe(
      'No sessions in these dates.',
    );
    expect(describeEnjoymentCounts(summary().enjoyment)).toBe(
      'Enjoyed in 9, all right in 1, not enjoyed in 0 of the 10 answered; not answered for 2.',
    );
  });

  it('counts any session that lasted as at least a minute', () => {
    expect([0, 10, 89, 91].map(minutesOf)).toEqual([0, 1, 1, 2]);
  });
});
