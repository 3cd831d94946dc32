import type { Schedule } from '../../../shared/medications';
import { addDays, daysBetween, localDateOf, localToInstant, weekdayOf } from '../../lib/local-time';

export interface PlannedDose {
  localDate: string;
  localTime: string;
  scheduledAt: Date;
}

export interface PlanWindow {
  schedule: Schedule;
  startDate: string;
  endDate: string | null;
  timeZone: string;
  /** Doses at or after this moment… */
  from: Date;
  /** …and before this one. */
  until: Date;
}

/** The wall-clock times a schedule has on one local date (none for as-needed medicines). */
export function timesOn(
  schedule: Schedule,
  startDate: string,
  endDate: string | null,
  date: string,
): readonly string[] {
  if (date < startDate || (endDate !== null && date > endDate)) return [];
  switch (schedule.type) {
    case 'daily':
      return schedule.weekdays.includes(weekdayOf(date)) ? schedule.times : [];
    case 'interval':
      return daysBetween(startDate, date) % schedule.everyDays === 0 ? schedule.times : [];
    case 'asNeeded':
      return [];
  }
}

/**
 * Every scheduled dose in a window, stepping through local calendar dates (never 24-hour
 * blocks) and resolving each wall-clock time in the care recipient's zone in one place
 * (`localToInstant`): a time skipped by daylight saving moves forward, a repeated one fires at
 * its first occurrence. One dose per (date, time), so each is planned once.
 */
export function planDoses(window: PlanWindow): PlannedDose[] {
  const { schedule, startDate, endDate, timeZone, from, until } = window;
  if (schedule.type === 'asNeeded' || from >= until) return [];
  // A day early and late: a local date's doses can fall outside its UTC date.
  const last = addDays(localDateOf(until, timeZone), 1);
  const doses: PlannedDose[] = [];
  for (let date = addDays(localDateOf(from, timeZone), -1); date <= last; date = addDays(date, 1)) {
    for (const localTime of timesOn(schedule, startDate, endDate, date)) {
      const scheduledAt = localToInstant(date, localTime, timeZone);
      if (scheduledAt >= from && scheduledAt < until) {
        doses.push({ localDate: date, localTime, scheduledAt });
      }
    }
  }
  return doses.sort((a, b) => a.scheduledAt.getTime() - b.scheduledAt.getTime());
}
