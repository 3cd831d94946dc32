import { z } from 'zod';

/**
 * Every date and moment a request brings in — typed by a person (appointments, medicines, tasks,
 * tracking, reports, a date of birth) or sent by the app itself (a list's `before` cursor, the
 * start and end of a game) — goes through `enteredDate` or `enteredDateTime`, and must fall in
 * years 1900–2100 (decisions 024 and 070). Outside that a date is a typing mistake or a broken
 * clock, and worse than refused: years below 100 are read by JavaScript and database drivers as
 * 19xx or 20xx, PostgreSQL has no year 0, and years past 9999 have no ISO 8601 shape. A field may
 * narrow the range further (a date of birth is not after today), never widen it.
 */
export const EARLIEST_ENTERED_DATE = '1900-01-01';
export const LATEST_ENTERED_DATE = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Please enter a date between the years 1900 and 2100';

/**
 * What the API description says of every such field, beside its `format`:
 * `server/lib/dates-on-every-route.test.ts` fails on a date or date-time field without it.
 */
export const DATE_RANGE_EXTENSION = 'x-date-range';
const DATE_RANGE = { earliest: EARLIEST_ENTERED_DATE, latest: LATEST_ENTERED_DATE };

/** The date as written (`YYYY-MM-DD…`), so the year checked is the year the person sees. */
const isInRange = (value: string) => {
  const date = value.slice(0, 10);
  return date >= EARLIEST_ENTERED_DATE && date <= LATEST_ENTERED_DATE;
};

/** A calendar date written YYYY-MM-DD, in years 1900–2100; `error` says how to write one. */
export const enteredDate = (error: string) =>
  z.iso
    .date({ error })
    .refine(isInRange, { error: DATE_RANGE_MESSAGE })
    .meta({ [DATE_RANGE_EXTENSION]: DATE_RANGE });

/**
 * A moment with its offset (ISO 8601, `Z` or `+01:00`), in years 1900–2100 as written: a time
 * late on 2100-12-31 west of Greenwich is kept though it is 2101 in UTC.
 */
export const enteredDateTime = (error: string) =>
  z.iso
    .datetime({ offset: true, error })
    .refine(isInRange, { error: DATE_RANGE_MESSAGE })
    .meta({ [DATE_RANGE_EXTENSION]: DATE_RANGE });

const anyEnteredDateTime = enteredDateTime('');

/**
 * A moment a client adds for information only, like a contact request's `timestamp` (the spec
 * says an ISO string): it is never a reason to refuse the request it comes with, so a value
 * `enteredDateTime` would not take is dropped instead of refused.
 */
export const informationalDateTime = () =>
  z
    .string()
    .optional()
    .transform((value) =>
      value !== undefined && anyEnteredDateTime.safeParse(value).success ? value : undefined,
    );
