import { Temporal } from 'temporal-polyfill';

/**
 * The one place that turns wall-clock times in a care recipient's time zone into instants.
 * Daylight saving: a time that does not exist moves forward (02:30 → 03:30); a time that exists
 * twice resolves to its first occurrence (Temporal's "compatible" disambiguation).
 */
export function localToInstant(date: string, time: string, timeZone: string): Date {
  return new Date(resolveEpochMs(date, time, timeZone));
}

const resolveEpochMs = remembered(
  (date: string, time: string, timeZone: string): number =>
    Temporal.PlainDateTime.from(`${date}T${time}`).toZonedDateTime(timeZone, {
      disambiguation: 'compatible',
    }).epochMilliseconds,
);

/**
 * The wall-clock time a local time really happens at: itself, or, in the hour the clocks skip
 * in spring, the later time it moves to ("02:30" → "03:30").
 */
export const happensAt = (date: string, time: string, timeZone: string): string =>
  localTimeOf(localToInstant(date, time, timeZone), timeZone);

/** Midnight at the start of a local date. */
export const startOfLocalDay = (date: string, timeZone: string): Date =>
  new Date(Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds);

/**
 * Remembers a pure calendar answer: planning thousands of medicines asks the same few questions
 * (the same dates, zones and times) over and over, and each costs tens of microseconds or more
 * with the Temporal polyfill. Bounded, so it never grows without limit.
 */
function remembered<A extends unknown[], R>(compute: (...args: A) => R): (...args: A) => R {
  const answers = new Map<string, R>();
  return (...args) => {
    const key = args.map((arg) => (arg instanceof Date ? arg.getTime() : arg)).join('|');
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = compute(...args);
      if (answers.size >= 100_000) answers.clear();
      answers.set(key, answer);
    }
    return answer;
  };
}

/** The calendar date after `date` (YYYY-MM-DD), stepping in dates, never in 24-hour blocks. */
export const nextDate = (date: string): string =>
  Temporal.PlainDate.from(date).add({ days: 1 }).toString();

/** The local date (YYYY-MM-DD) of an instant in a time zone. */
export const localDateOf = remembered((instant: Date, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString(),
);

/** The local wall-clock time (HH:MM) of an instant in a time zone. */
export const localTimeOf = (instant: Date, timeZone: string): string =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainTime()
    .toString({ smallestUnit: 'minute' });

/** ISO weekday of a local date: 1 is Monday, 7 is Sunday. */
export const weekdayOf = remembered(
  (date: string): number => Temporal.PlainDate.from(date).dayOfWeek,
);

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = remembered(
  (from: string, to: string): number =>
    Temporal.PlainDate.from(from).until(Temporal.PlainDate.from(to), { largestUnit: 'days' }).days,
);

/** The calendar date `days` after `date`. */
export const addDays = remembered((date: string, days: number): string =>
  Temporal.PlainDate.from(date).add({ days }).toString(),
);

/** The same day of the month `months` later (clamped: Jan 31 + 1 month is Feb 28 or 29). */
export const addMonths = (date: string, months: number): string =>
  Temporal.PlainDate.from(date).add({ months }, { overflow: 'constrain' }).toString();

/** The instant at the same wall-clock time, `days` local dates earlier (DST-safe "the day before"). */
export function sameLocalTimeDaysBefore(instant: Date, days: number, timeZone: string): Date {
  const local = Temporal.Instant.fromEpochMilliseconds(instant.getTime())
    .toZonedDateTimeISO(timeZone)
    .toPlainDateTime()
    .subtract({ days });
  return new Date(
    local.toZonedDateTime(timeZone, { disambiguation: 'compatible' }).epochMilliseconds,
  );
}

/** A Temporal ZonedDateTime for an instant (what the calendar feed writes with its TZID). */
export const zonedDateTimeOf = (instant: Date, timeZone: string): Temporal.ZonedDateTime =>
  Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);

const icsOffset = (offsetNs: number): string => {
  const minutes = Math.round(offsetNs / 60_000_000_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};

const icsLocal = (zoned: Temporal.ZonedDateTime | Temporal.PlainDateTime): string => {
  const plain = 'toPlainDateTime' in zoned ? zoned.toPlainDateTime() : zoned;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(plain.year, 4)}${pad(plain.month)}${pad(plain.day)}T${pad(plain.hour)}${pad(plain.minute)}${pad(plain.second)}`;
};

/**
 * The VTIMEZONE block (RFC 5545 §3.6.5) for `timeZone`, listing every offset change between two
 * instants explicitly (no RRULE), so any calendar shows the right local times across daylight
 * saving changes. Each observance starts at its local onset in the offset before it.
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const start = Temporal.Instant.fromEpochMilliseconds(from.getTime()).toZonedDateTimeISO(timeZone);
  const end = Temporal.Instant.fromEpochMilliseconds(to.getTime());
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  const observance = (onset: Temporal.ZonedDateTime, fromOffsetNs: number) => {
    const toOffsetNs = onset.offsetNanoseconds;
    const kind = toOffsetNs > fromOffsetNs ? 'DAYLIGHT' : 'STANDARD';
    const localOnset = onset.toInstant().toZonedDateTimeISO('UTC').toPlainDateTime().add({
      nanoseconds: fromOffsetNs,
    });
    lines.push(
      `BEGIN:${kind}`,
      `DTSTART:${icsLocal(localOnset)}`,
      `TZOFFSETFROM:${icsOffset(fromOffsetNs)}`,
      `TZOFFSETTO:${icsOffset(toOffsetNs)}`,
      `END:${kind}`,
    );
  };
  // The change in force at `from` (or, for a zone that never changes, its one offset).
  const previous = start.getTimeZoneTransition('previous');
  if (previous) {
    observance(previous, previous.subtract({ nanoseconds: 1 }).offsetNanoseconds);
  } else {
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${icsOffset(start.offsetNanoseconds)}`,
      `TZOFFSETTO:${icsOffset(start.offsetNanoseconds)}`,
      'END:STANDARD',
    );
  }
  let next = start.getTimeZoneTransition('next');
  while (next && Temporal.Instant.compare(next.toInstant(), end) <= 0) {
    observance(next, next.subtract({ nanoseconds: 1 }).offsetNanoseconds);
    next = next.getTimeZoneTransition('next');
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
