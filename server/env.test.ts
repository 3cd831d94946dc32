import { describe, expect, it } from 'vitest';
import { readConfig } from './env';

describe('the test clock flag', () => {
  it('is off unless asked for', () => {
    expect(readConfig({}).isTestClock).toBe(false);
    expect(readConfig({ KINWELL_TEST_CLOCK: 'true' }).isTestClock).toBe(true);
  });

  it('is refused behind https, so it can never reach the people using Kinwell', () => {
    expect(() =>
      readConfig({ KINWELL_TEST_CLOCK: 'true', PUBLIC_URL: 'https://kinwell.example' }),
    ).toThrow(/KINWELL_TEST_CLOCK .* refused when PUBLIC_URL is https/);
  });
});

describe('session limits', () => {
  it('defaults to 30 minutes / 12 hours, 7 / 30 days when remembered, and 15 minutes / 8 hours for staff', () => {
    const { sessionPolicies } = readConfig({});
    expect(sessionPolicies).toEqual({
      standard: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 3600, persistentCookie: false },
      remembered: {
        idleSeconds: 7 * 86400,
        absoluteSeconds: 30 * 86400,
        persistentCookie: true,
      },
      staff: { idleSeconds: 15 * 60, absoluteSeconds: 8 * 3600, persistentCookie: false },
    });
  });

  it('refuses an idle limit longer than the absolute one, and the replaced variables', () => {
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '900' })).toThrow(
      'SESSION_IDLE_MINUTES must not be longer than SESSION_ABSOLUTE_HOURS',
    );
    expect(() => readConfig({ SESSION_IDLE_DAYS: '7' })).toThrow(/SESSION_REMEMBER_IDLE_DAYS/);
  });
});
