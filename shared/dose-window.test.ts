import { describe, expect, it } from 'vitest';
import {
  earlyTakenMessage,
  isTakenEarly,
  needsEarlyConfirmation,
  ONE_TAP_WINDOW_MINUTES,
} from './dose-window';
import { medicationSettingsSchema } from './medications';

const MINUTE = 60_000;
// Rose's 8:35 PM dose in New York on 2 March 2026 (EST, UTC−5).
const planned = new Date('2026-03-02T20:35:00-05:00');
const before = (minutes: number, ms = 0) => new Date(planned.getTime() - minutes * MINUTE - ms);

describe('the one-tap window (decision 068)', () => {
  it('is an hour, no shorter than the longest reminder lead a circle can choose', () => {
    expect(ONE_TAP_WINDOW_MINUTES).toBe(60);
    // A reminder always arrives inside the window: tapping "Yes, taken" after it never asks more.
    expect(
      medicationSettingsSchema.safeParse({
        reminderLeadMinutes: ONE_TAP_WINDOW_MINUTES + 1,
        graceMinutes: 30,
        repeatEveryMinutes: null,
      }).success,
    ).toBe(false);
  });

  it('lets a dose be taken with one tap from exactly an hour before its time', () => {
    expect(isTakenEarly(planned, before(60))).toBe(false);
    expect(isTakenEarly(planned, before(15))).toBe(false);
    expect(isTakenEarly(planned, planned)).toBe(false);
  });

  it('calls it early a moment outside the window', () => {
    expect(isTakenEarly(planned, before(60, 1))).toBe(true);
    expect(isTakenEarly(planned, before(61))).toBe(true);
  });

  it('calls the 8:35 PM dose early at 2:26 AM the same day', () => {
    expect(isTakenEarly(planned, new Date('2026-03-02T02:26:00-05:00'))).toBe(true);
  });

  it('never calls a dose early after its time, however late (or missed)', () => {
    expect(isTakenEarly(planned, new Date(planned.getTime() + MINUTE))).toBe(false);
    expect(isTakenEarly(planned, new Date(planned.getTime() + 20 * 60 * MINUTE))).toBe(false);
  });

  it('takes the planned instant as the server sends it (an ISO string)', () => {
    expect(isTakenEarly(planned.toISOString(), before(60))).toBe(false);
    expect(isTakenEarly(planned.toISOString(), before(61))).toBe(true);
  });

  it('counts real minutes across midnight in the care recipient’s zone', () => {
    // 11:30 PM in New York; tomorrow's 12:15 AM dose is 45 minutes away, its 12:31 AM one 61.
    const lateEvening = new Date('2026-03-02T23:30:00-05:00');
    expect(isTakenEarly(new Date('2026-03-03T00:15:00-05:00'), lateEvening)).toBe(false);
    expect(isTakenEarly(new Date('2026-03-03T00:31:00-05:00'), lateEvening)).toBe(true);
    // The same evening in Sydney (UTC+11) is the same rule in its own zone.
    const sydneyEvening = new Date('2026-03-02T23:30:00+11:00');
    expect(isTakenEarly(new Date('2026-03-03T00:30:00+11:00'), sydneyEvening)).toBe(false);
    expect(isTakenEarly(new Date('2026-03-03T00:30:01+11:00'), sydneyEvening)).toBe(true);
  });

  it('counts real minutes, not clock-face ones, on the night the clocks go forward', () => {
    // 1:30 AM EST on 8 March 2026; 3:00 AM EDT reads 90 minutes later but is 30 minutes away.
    const night = new Date('2026-03-08T01:30:00-05:00');
    expect(isTakenEarly(new Date('2026-03-08T03:00:00-04:00'), night)).toBe(false);
    expect(isTakenEarly(new Date('2026-03-08T04:31:00-04:00'), night)).toBe(true);
  });
});

describe('which logs need the person’s confirmation', () => {
  const farAhead = before(18 * 60);

  it('asks for a dose logged as taken early', () => {
    expect(needsEarlyConfirmation({ status: 'taken', scheduledAt: planned, now: farAhead })).toBe(
      true,
    );
    expect(needsEarlyConfirmation({ status: 'taken', scheduledAt: planned, now: before(60) })).toBe(
      false,
    );
  });

  it('never asks for a dose skipped ahead of its time: a skip already needs a reason', () => {
    expect(needsEarlyConfirmation({ status: 'skipped', scheduledAt: planned, now: farAhead })).toBe(
      false,
    );
  });

  it('says in plain words what an early log silences', () => {
    expect(earlyTakenMessage({ medicationName: 'Donepezil', localTime: '20:35' })).toBe(
      'The 8:35 PM Donepezil is not due yet. If it is logged as taken now, its reminder and missed-dose alert will not come. If it was given early, please confirm that it was taken early.',
    );
  });
});
