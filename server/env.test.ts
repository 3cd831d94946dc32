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
