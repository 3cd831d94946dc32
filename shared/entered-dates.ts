import { z } from 'zod';

/**
 * Dates a person enters (appointments, medicines, tasks, tracking, reports) must fall in years
 * 1900–2100. Outside that they are typing mistakes, and years below 100 are worse than refused:
 * JavaScript and database drivers read them as 19xx or 20xx. A date of birth has its own, tighter
 * rule (shared/care-recipient.ts).
 */
export const EARLIEST_ENTERED_DATE = '1900-01-01';
export const LATEST_ENTERED_DATE = '2100-12-31';
export const DATE_RANGE_MESSAGE = 'Please enter a date between the years 1900 and 2100';

const inRange = (date: string) => date >= EARLIEST_ENTERED_DATE && date <= LATEST_ENTERED_DATE;

/** A calendar date written YYYY-MM-DD, in years 1900–2100. */
export const enteredDate = (error: string) =>
  z.iso.date({ error }).refine(inRange, { error: DATE_RANGE_MESSAGE });

/** A moment with its offset (ISO 8601), in years 1900–2100. */
export const enteredDateTime = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine(
    (value) => {
      const time = Date.parse(value);
      return Number.isNaN(time) || inRange(new Date(time).toISOString().slice(0, 10));
    },
    { error: DATE_RANGE_MESSAGE },
  );
