import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dateFormats,
  formatClock,
  formatDashDate,
  formatDate,
  formatDateTime,
  formatUtcDate,
  fromApiDate,
  fromLocalInput,
  reformatDay,
  toApiDate,
  utcToday,
} from './dates';

/** Runs a block's tests with the machine's clock in `zone`, as a member there sees the screens. */
function inZone(zone: string) {
  const before = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });
}

// 5 March 2026, 09:07:03 on the clock of whichever zone the tests run in.
const localMorning = new Date(2026, 2, 5, 9, 7, 3).toISOString();

describe("dates in the member's own time zone", () => {
  it('writes each format the screens show (spec document 2 §9)', () => {
    expect(formatDashDate(localMorning)).toBe('05-03-2026');
    expect(formatDashDate(localMorning, true)).toBe('05-03-2026 09:07');
    expect(formatDateTime(localMorning)).toBe('05/03/2026 09:07');
    expect(formatDate(localMorning, dateFormats.dayTimeSeconds)).toBe('05-03-2026 09:07:03');
  });

  it('pads the day, the month and the hour, and writes midnight as 00:00', () => {
    expect(formatDashDate(new Date(2026, 0, 1, 0, 0).toISOString(), true)).toBe('01-01-2026 00:00');
    expect(formatDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('31/12/2026 23:59');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatDashDate('soon')).toBe('soon');
    expect(formatDashDate('', true)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('31-02-2026', dateFormats.dayTimeSeconds)).toBe('31-02-2026');
  });
});

describe('a member in Kolkata (UTC+05:30)', () => {
  inZone('Asia/Kolkata');

  it('sees an evening UTC time on the next day, on their own clock', () => {
    expect(formatDashDate('2026-03-05T20:00:00.000Z')).toBe('06-03-2026');
    expect(formatDashDate('2026-03-05T20:00:00.000Z', true)).toBe('06-03-2026 01:30');
    expect(formatDateTime('2026-03-05T20:00:00Z')).toBe('06/03/2026 01:30');
    expect(formatDate('2026-03-05T20:00:05Z', dateFormats.dayTimeSeconds)).toBe('06-03-2026 01:30:05');
  });

  it('still sees the UTC day where the server counts days in UTC', () => {
    expect(formatUtcDate('2026-03-05T20:00:00.000Z')).toBe('05-03-2026');
    expect(formatUtcDate('2026-03-05T20:00:00.000Z', dateFormats.utcDayTime)).toBe('05-03-2026 20:00 UTC');
    expect(utcToday(new Date('2026-03-05T20:00:00Z'))).toBe('2026-03-05');
  });

  it('schedules a time typed into a datetime field at that time on their own clock', () => {
    expect(fromLocalInput('2026-04-01T09:00')).toBe('2026-04-01T03:30:00.000Z');
  });

  it('counts a length of time down without their offset', () => {
    expect(formatClock(3723)).toBe('01:02:03');
  });

  it('keeps the days of the filters as they were typed', () => {
    expect(toApiDate('2026-03-01')).toBe('01-03-2026');
    expect(fromApiDate('31-03-2026')).toBe('2026-03-31');
  });
});

describe('a member in New York (UTC−05:00 in March)', () => {
  inZone('America/New_York');

  it('reads a bare day from the server as UTC midnight, as the browser always has', () => {
    expect(formatDashDate('2026-03-05')).toBe('04-03-2026');
    expect(formatUtcDate('2026-03-05')).toBe('05-03-2026');
  });

  it('schedules 02:30 on the night the clocks skip it at 03:30, as the browser reads it', () => {
    expect(fromLocalInput('2026-03-08T02:30')).toBe('2026-03-08T07:30:00.000Z');
  });
});

describe('days the filters and date inputs speak', () => {
  it("turns a date input's YYYY-MM-DD into the API's DD-MM-YYYY and back", () => {
    expect(toApiDate('2026-03-09')).toBe('09-03-2026');
    expect(fromApiDate('09-03-2026')).toBe('2026-03-09');
    expect(fromApiDate('29-02-2028')).toBe('2028-02-29');
  });

  it('refuses a day the calendar does not have', () => {
    expect(reformatDay('31-02-2026', dateFormats.apiDay, dateFormats.inputDay)).toBeNull();
    expect(fromApiDate('31-02-2026')).toBe('');
    expect(fromApiDate('29-02-2026')).toBe('');
    expect(toApiDate('2026-02-31')).toBe('');
    expect(toApiDate('2026-13-01')).toBe('');
  });

  it('refuses garbage and days written in another shape', () => {
    for (const text of ['', 'garbage', '9-3-2026', '09/03/2026', '2026-03-09', '09-03-2026 10:00']) {
      expect(fromApiDate(text)).toBe('');
    }
    for (const text of ['', 'garbage', '2026-3-9', '09-03-2026', '2026-03-09T00:00']) {
      expect(toApiDate(text)).toBe('');
    }
  });

  it("writes the server's YYYY-MM-DD days as the screens' DD-MM-YYYY", () => {
    expect(reformatDay('2026-03-05', dateFormats.inputDay, dateFormats.day)).toBe('05-03-2026');
    expect(reformatDay('soon', dateFormats.inputDay, dateFormats.day)).toBeNull();
  });
});

describe('datetime fields', () => {
  it('reads the values a datetime field gives, with or without seconds', () => {
    expect(fromLocalInput('2026-04-01T09:00')).toBe(new Date(2026, 3, 1, 9, 0).toISOString());
    expect(fromLocalInput('2026-04-01T09:00:30')).toBe(new Date(2026, 3, 1, 9, 0, 30).toISOString());
  });

  it('gives nothing for an empty field or text that is not a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a time')).toBeNull();
    expect(fromLocalInput('2026-02-30T09:00')).toBeNull();
  });
});

describe('countdown clocks', () => {
  it('writes hours, minutes and seconds, two digits each', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(59)).toBe('00:00:59');
    expect(formatClock(3723)).toBe('01:02:03');
    expect(formatClock(86_399)).toBe('23:59:59');
  });

  it('lets the hours grow past a day rather than wrap', () => {
    expect(formatClock(86_400)).toBe('24:00:00');
    expect(formatClock(100 * 3600 + 61)).toBe('100:01:01');
  });
});
