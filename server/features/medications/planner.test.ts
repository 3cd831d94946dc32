import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../shared/medications';
import { planDoses } from './planner';

const everyDay = (...times: string[]): Schedule => ({
  type: 'daily',
  times,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
});

/** Doses between two local dates' UTC bounds (generous), as ISO instants keyed by local date. */
function plan(schedule: Schedule, timeZone: string, fromUtc: string, untilUtc: string) {
  return planDoses({
    schedule,
    startDate: '2026-01-01',
    endDate: null,
    timeZone,
    from: new Date(fromUtc),
    until: new Date(untilUtc),
  }).map((dose) => ({
    local: `${dose.localDate} ${dose.localTime}`,
    at: dose.scheduledAt.toISOString(),
  }));
}

/**
 * Golden values for the 2026 and 2027 transitions. Spring forward: the gap hour's 02:30 moves to
 * 03:30 (its reminder 15 minutes earlier, 03:15). Fall back: a repeated time fires once, at its
 * first occurrence (still on summer time).
 */
interface Spring {
  day: string;
  before: string;
  after: string;
  gap: string;
}
interface Fall {
  day: string;
  repeated: string;
  first: string;
  before: string;
  after: string;
}
const ZONES: { zone: string; springs: Spring[]; falls: Fall[] }[] = [
  {
    zone: 'America/New_York',
    springs: [
      {
        day: '2026-03-08',
        before: '2026-03-07T13:00:00Z',
        after: '2026-03-09T12:00:00Z',
        gap: '2026-03-08T07:30:00Z',
      },
      {
        day: '2027-03-14',
        before: '2027-03-13T13:00:00Z',
        after: '2027-03-15T12:00:00Z',
        gap: '2027-03-14T07:30:00Z',
      },
    ],
    falls: [
      {
        day: '2026-11-01',
        repeated: '01:30',
        first: '2026-11-01T05:30:00Z',
        before: '2026-10-31T12:00:00Z',
        after: '2026-11-02T13:00:00Z',
      },
      {
        day: '2027-11-07',
        repeated: '01:30',
        first: '2027-11-07T05:30:00Z',
        before: '2027-11-06T12:00:00Z',
        after: '2027-11-08T13:00:00Z',
      },
    ],
  },
  {
    zone: 'Europe/Berlin',
    springs: [
      {
        day: '2026-03-29',
        before: '2026-03-28T07:00:00Z',
        after: '2026-03-30T06:00:00Z',
        gap: '2026-03-29T01:30:00Z',
      },
      {
        day: '2027-03-28',
        before: '2027-03-27T07:00:00Z',
        after: '2027-03-29T06:00:00Z',
        gap: '2027-03-28T01:30:00Z',
      },
    ],
    falls: [
      {
        day: '2026-10-25',
        repeated: '02:30',
        first: '2026-10-25T00:30:00Z',
        before: '2026-10-24T06:00:00Z',
        after: '2026-10-26T07:00:00Z',
      },
      {
        day: '2027-10-31',
        repeated: '02:30',
        first: '2027-10-31T00:30:00Z',
        before: '2027-10-30T06:00:00Z',
        after: '2027-11-01T07:00:00Z',
      },
    ],
  },
  {
    zone: 'Australia/Sydney',
    springs: [
      {
        day: '2026-10-04',
        before: '2026-10-02T22:00:00Z',
        after: '2026-10-04T21:00:00Z',
        gap: '2026-10-03T16:30:00Z',
      },
      {
        day: '2027-10-03',
        before: '2027-10-01T22:00:00Z',
        after: '2027-10-03T21:00:00Z',
        gap: '2027-10-02T16:30:00Z',
      },
    ],
    falls: [
      {
        day: '2026-04-05',
        repeated: '02:30',
        first: '2026-04-04T15:30:00Z',
        before: '2026-04-03T21:00:00Z',
        after: '2026-04-05T22:00:00Z',
      },
      {
        day: '2027-04-04',
        repeated: '02:30',
        first: '2027-04-03T15:30:00Z',
        before: '2027-04-02T21:00:00Z',
        after: '2027-04-04T22:00:00Z',
      },
    ],
  },
];

const dayBefore = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - 86_400_000).toISOString().slice(0, 10);
const dayAfter = (day: string) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
/** Two days either side of the transition day. */
const window = (day: string): [string, string] => [
  `${dayBefore(dayBefore(day))}T00:00:00Z`,
  `${dayAfter(dayAfter(dayAfter(day)))}T00:00:00Z`,
];
const iso = (value: string) => new Date(value).toISOString();

describe.each(ZONES)('daylight saving in $zone', ({ zone, springs, falls }) => {
  it.each(springs)('a daily 08:00 dose stays at 08:00 local around $day', (t) => {
    const doses = plan(everyDay('08:00'), zone, ...window(t.day));
    const local = doses.map((dose) => dose.local);
    expect(local).toContain(`${dayBefore(t.day)} 08:00`);
    expect(local).toContain(`${t.day} 08:00`);
    expect(local).toContain(`${dayAfter(t.day)} 08:00`);
    expect(doses.find((d) => d.local === `${dayBefore(t.day)} 08:00`)?.at).toBe(iso(t.before));
    expect(doses.find((d) => d.local === `${dayAfter(t.day)} 08:00`)?.at).toBe(iso(t.after));
    expect(new Set(local).size).toBe(local.length);
  });

  it.each(springs)('a 02:30 dose on $day fires once, at 03:30 (reminder 03:15)', (t) => {
    const doses = plan(everyDay('02:30'), zone, ...window(t.day));
    const onTheDay = doses.filter((dose) => dose.local === `${t.day} 02:30`);
    expect(onTheDay).toEqual([{ local: `${t.day} 02:30`, at: iso(t.gap) }]);
    const reminder = new Date(new Date(t.gap).getTime() - 15 * 60_000);
    const inZone = (d: Date) =>
      d.toLocaleTimeString('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
    expect(inZone(new Date(t.gap))).toBe('03:30');
    expect(inZone(reminder)).toBe('03:15');
  });

  it.each(falls)('a dose at the repeated $repeated on $day fires once, at the first one', (t) => {
    const times = [...new Set([t.repeated, '01:30'])];
    const doses = plan(everyDay(...times), zone, ...window(t.day));
    const onTheDay = doses.filter((dose) => dose.local.startsWith(t.day));
    expect(onTheDay.filter((d) => d.local === `${t.day} ${t.repeated}`)).toEqual([
      { local: `${t.day} ${t.repeated}`, at: iso(t.first) },
    ]);
    expect(onTheDay.filter((d) => d.local === `${t.day} 01:30`)).toHaveLength(1);
  });

  it.each(falls)('a daily 08:00 dose stays at 08:00 local around $day', (t) => {
    const doses = plan(everyDay('08:00'), zone, ...window(t.day));
    expect(doses.find((d) => d.local === `${dayBefore(t.day)} 08:00`)?.at).toBe(iso(t.before));
    expect(doses.find((d) => d.local === `${dayAfter(t.day)} 08:00`)?.at).toBe(iso(t.after));
  });
});

describe('schedules', () => {
  it('keeps to the chosen weekdays, every N days, and the start and end dates', () => {
    const weekdays = planDoses({
      schedule: { type: 'daily', times: ['09:00'], weekdays: [1, 3, 5] },
      startDate: '2026-03-02',
      endDate: '2026-03-08',
      timeZone: 'UTC',
      from: new Date('2026-02-20T00:00:00Z'),
      until: new Date('2026-03-20T00:00:00Z'),
    }).map((dose) => dose.localDate);
    expect(weekdays).toEqual(['2026-03-02', '2026-03-04', '2026-03-06']);

    const everyThird = planDoses({
      schedule: { type: 'interval', times: ['21:00'], everyDays: 3 },
      startDate: '2026-03-01',
      endDate: null,
      timeZone: 'UTC',
      from: new Date('2026-03-01T00:00:00Z'),
      until: new Date('2026-03-11T00:00:00Z'),
    }).map((dose) => dose.localDate);
    expect(everyThird).toEqual(['2026-03-01', '2026-03-04', '2026-03-07', '2026-03-10']);
  });

  it('plans nothing for an as-needed medicine', () => {
    expect(
      planDoses({
        schedule: { type: 'asNeeded', minIntervalMinutes: 240, maxPerDay: 4 },
        startDate: '2026-01-01',
        endDate: null,
        timeZone: 'UTC',
        from: new Date('2026-03-01T00:00:00Z'),
        until: new Date('2026-03-05T00:00:00Z'),
      }),
    ).toEqual([]);
  });
});
