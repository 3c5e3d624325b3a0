import { Readable } from 'node:stream';
import { CSV_FORMULA_STARTS } from '../../src/api/contract';

/** A plain number (an amount, an id) cannot run as a formula, so it keeps its sign and stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell. A text that a spreadsheet would run as a formula (it begins with = + - @, a tab or a carriage
 * return) gets a leading apostrophe, since a member's name or a ticket subject is anyone's to write; then
 * the cell is quoted where it holds a comma, a quote or a line break.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (!PLAIN_NUMBER.test(text) && CSV_FORMULA_STARTS.some((start) => text.startsWith(start))) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | boolean | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null | undefined;
}

/** The header, then every batch's rows as they are read: an export of any size never sits in memory whole. */
export function csvStream<Row>(columns: readonly CsvColumn<Row>[], batches: AsyncIterable<Row[]>): Readable {
  async function* lines() {
    yield csvLine(columns.map((column) => column.header));
    for await (const rows of batches) {
      yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
    }
  }
  return Readable.from(lines());
}

/** `<list>-<YYYY-MM-DD>.csv`, the day the export was made. */
export const csvFileName = (list: string, at: Date) => `${list}-${at.toISOString().slice(0, 10)}.csv`;
