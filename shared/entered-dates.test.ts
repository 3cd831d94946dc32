import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  enteredDate,
  enteredDateTime,
  informationalDateTime,
} from './entered-dates';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('dates and moments a request brings in (decision 070)', () => {
  const date = enteredDate('Please enter a date like 2026-03-01');
  const moment = enteredDateTime('Please enter a date and time');

  it('keeps 1900 to 2100, both ends included', () => {
    for (const value of ['1900-01-01', '1970-01-01', '2100-12-31'])
      expect(date.safeParse(value).success, value).toBe(true);
    for (const value of ['1900-01-01T00:00:00Z', '2100-12-31T23:59:59.999Z'])
      expect(moment.safeParse(value).success, value).toBe(true);
  });

  it('refuses other years with the range message, and a year of five digits as not a date', () => {
    for (const year of ['0000', '0001', '0099', '1800', '1899', '2101', '9999']) {
      expect(firstMessage(date.safeParse(`${year}-06-01`)), year).toBe(DATE_RANGE_MESSAGE);
      expect(firstMessage(moment.safeParse(`${year}-06-01T08:00:00Z`)), year).toBe(
        DATE_RANGE_MESSAGE,
      );
    }
    expect(firstMessage(date.safeParse('10000-06-01'))).toBe('Please enter a date like 2026-03-01');
    expect(firstMessage(moment.safeParse('10000-06-01T08:00:00Z'))).toBe(
      'Please enter a date and time',
    );
    expect(firstMessage(moment.safeParse('+010000-06-01T08:00:00Z'))).toBe(
      'Please enter a date and time',
    );
  });

  it('checks the year of a moment as written, whatever its offset', () => {
    expect(moment.safeParse('2100-12-31T23:00:00-05:00').success).toBe(true);
    expect(moment.safeParse('1900-01-01T00:30:00+01:00').success).toBe(true);
    expect(firstMessage(moment.safeParse('1899-12-31T23:30:00-01:00'))).toBe(DATE_RANGE_MESSAGE);
  });

  it('drops, never refuses, a moment sent for information only', () => {
    const timestamp = informationalDateTime();
    expect(timestamp.parse('2026-03-02T14:59:00.000Z')).toBe('2026-03-02T14:59:00.000Z');
    for (const value of ['0000-01-01T00:00:00Z', '10000-01-01T00:00:00Z', 'yesterday', undefined])
      expect(timestamp.parse(value), String(value)).toBeUndefined();
  });
});
