import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import utc from 'dayjs/plugin/utc.js';

/**
 * Every date the screens show, and the days the filters and date inputs speak, written by dayjs. Nothing
 * else imports dayjs.
 *
 * A module of its own beside format.ts, exported by the ui index, and not re-exported by format.ts: the
 * bundler counts a module's imports as reached by every screen that imports it, so from format.ts dayjs
 * would download with every screen that shows money and no date (the account page among them, about
 * 5.5 KB gzip more). From here it travels in one file of its own, loaded only by screens that show a date.
 */
dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** The formats of spec document 2 §9 and of the screens, as dayjs writes them. */
export const dateFormats = {
  /** Payouts, transactions, tickets, joining dates. */
  day: 'DD-MM-YYYY',
  /** Logs, messages, notices and the back office's lists. */
  dayTime: 'DD-MM-YYYY HH:mm',
  /** The audit trail, which needs the second. */
  dayTimeSeconds: 'DD-MM-YYYY HH:mm:ss',
  /** A transaction's line, whose day and time are the UTC ones the date filter counts in. */
  utcDayTime: 'DD-MM-YYYY HH:mm [UTC]',
  /** Deposits, transfers, withdrawals, reservations and plan terms. */
  slashDayTime: 'DD/MM/YYYY HH:mm',
  /** The API's from_date and to_date filters. */
  apiDay: 'DD-MM-YYYY',
  /** A date input's value. */
  inputDay: 'YYYY-MM-DD',
} as const;

export type DateFormat = (typeof dateFormats)[keyof typeof dateFormats];
export type DayFormat = typeof dateFormats.day | typeof dateFormats.apiDay | typeof dateFormats.inputDay;

/**
 * An instant as the API sends it (ISO 8601), read by the platform's parser as it always was: dayjs's own
 * reads a bare '2026-03-05' as local midnight rather than UTC midnight, which would move the day shown for
 * members west of Greenwich.
 */
function instant(text: string): Dayjs | null {
  const time = dayjs(new Date(text));
  return time.isValid() ? time : null;
}

/** An instant in the member's own time zone. Text that is not a date is shown as it came. */
export function formatDate(text: string, format: DateFormat = dateFormats.day): string {
  return instant(text)?.format(format) ?? text;
}

/** An instant by its UTC day (and time), the day the server and the date filters count in; null if no date. */
export function formatUtcDate(text: string, format: DateFormat = dateFormats.day): string | null {
  return instant(text)?.utc().format(format) ?? null;
}

/**
 * A day written in one day format, written in another; null for text that is not a day on the calendar
 * ('31-02-2026', '2026-3-9'). Read as a UTC day, so no zone's missing midnight can move it.
 */
export function reformatDay(text: string, from: DayFormat, to: DayFormat): string | null {
  const day = dayjs.utc(text, from, true);
  return day.isValid() ? day.format(to) : null;
}

/** DD-MM-YYYY, with HH:mm when `withTime`, in the member's own time zone; text that is no date as it came. */
export const formatDashDate = (iso: string, withTime = false): string =>
  formatDate(iso, withTime ? dateFormats.dayTime : dateFormats.day);

/** DD/MM/YYYY HH:mm in the member's own time zone; text that is no date as it came. */
export const formatDateTime = (iso: string): string => formatDate(iso, dateFormats.slashDayTime);

/** The date input gives YYYY-MM-DD; the API's filters take DD-MM-YYYY. Empty when it is not a day. */
export const toApiDate = (inputDay: string): string =>
  reformatDay(inputDay, dateFormats.inputDay, dateFormats.apiDay) ?? '';

/** The reverse of toApiDate, to put a saved filter back into a date input. */
export const fromApiDate = (apiDay: string): string =>
  reformatDay(apiDay, dateFormats.apiDay, dateFormats.inputDay) ?? '';

/** Today as a date input's value, by the UTC day the server judges dates (a date of birth) in. */
export const utcToday = (now: Date = new Date()): string => dayjs(now).utc().format(dateFormats.inputDay);

const localInputFormats = ['YYYY-MM-DD[T]HH:mm', 'YYYY-MM-DD[T]HH:mm:ss', 'YYYY-MM-DD[T]HH:mm:ss.SSS'];

/** A `datetime-local` value, in the member's own time, as an ISO 8601 instant; null when empty or no time. */
export function fromLocalInput(value: string): string | null {
  // Checked strictly as a UTC time, which has no gaps, then read loosely on the member's clock: the field
  // offers 02:30 on the night the clocks skip it, and the browser has always read that as 03:30.
  const format = localInputFormats.find((shape) => dayjs.utc(value, shape, true).isValid());
  return format ? dayjs(value, format).toISOString() : null;
}

/**
 * A length of time in whole seconds as a clock: 3723 → '01:02:03'. Hours grow past 23 rather than wrap into
 * days. Read as a UTC time after the epoch, so no zone's offset enters an amount of time.
 */
export function formatClock(seconds: number): string {
  const clock = dayjs.utc(seconds * 1000);
  const hours = Math.floor(seconds / 3600);
  return hours < 24 ? clock.format('HH:mm:ss') : `${hours}:${clock.format('mm:ss')}`;
}
