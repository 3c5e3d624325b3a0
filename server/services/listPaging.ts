import { type AnyColumn, and, asc, desc, type SQL, sql } from 'drizzle-orm';
import type { PgTable, PgView } from 'drizzle-orm/pg-core';
import type { SortDirection } from '../../src/api/contract';
import { fieldError } from './errors';
import { pageEnvelope } from './paging';

/** How a list is ordered: by one key of its own table, ties broken by the table's id so every row has one place. */
export interface ListOrder {
  table: PgTable | PgView;
  key: AnyColumn | SQL;
  id: AnyColumn;
  dir: SortDirection;
}

/** The ORDER BY of a list, or of the same list read from its end. */
export function orderOf(order: ListOrder, reversed = false): SQL[] {
  const by = (order.dir === 'asc') !== reversed ? asc : desc;
  return order.key === order.id ? [by(order.id)] : [by(order.key), by(order.id)];
}

/**
 * The rows after the row `afterId` in the list's order (keyset), so an export reads batch after batch at the
 * cost of the first. The sort key of that row is read by its id in the same statement.
 */
export function afterRow(order: ListOrder, afterId: number): SQL {
  const beyond = order.dir === 'asc' ? sql`>` : sql`<`;
  if (order.key === order.id) return sql`${order.id} ${beyond} ${afterId}`;
  return sql`(${order.key}, ${order.id}) ${beyond} (select ${order.key}, ${order.id} from ${order.table} where ${order.id} = ${afterId})`;
}

/** Newest first by `time`, ties broken by `id`; `reversed`, oldest first (for a page read from the end). */
export const newestFirst = (time: AnyColumn, id: AnyColumn, reversed = false): SQL[] =>
  reversed ? [asc(time), asc(id)] : [desc(time), desc(id)];

/** The page asked for of a list of `total` rows. */
export interface ListWindow {
  page: number;
  per_page: number;
}

/**
 * Reads one page of `total` rows. A page in the second half of the list is read from the list's end and
 * turned round, so the last page costs what the first does and an operator can always reach it.
 */
export async function readPage<Row>(
  total: number,
  window: ListWindow,
  read: (reversed: boolean, limit: number, offset: number) => Promise<Row[]>,
): Promise<Row[]> {
  const start = (window.page - 1) * window.per_page;
  if (start >= total) return [];
  const end = Math.min(start + window.per_page, total);
  if (start <= total - end) return read(false, end - start, start);
  return (await read(true, end - start, total - end)).reverse();
}

/** The paged envelope of one list page; the filters travel in `first_page_url`. */
export function listEnvelope<Row>(
  path: string,
  window: ListWindow,
  total: number,
  data: Row[],
  filters: Record<string, string | number | boolean | undefined | null>,
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  query.set('per_page', String(window.per_page));
  return pageEnvelope(path, window.page, total, data, query.toString(), window.per_page);
}

const DAY_MS = 86_400_000;

/** The UTC days `from` to `to`, both included, as a half-open time range; 422 when they are the wrong way round. */
export function dayRange(range: { from?: string; to?: string }): { since?: Date; until?: Date } {
  const since = range.from ? new Date(`${range.from}T00:00:00Z`) : undefined;
  const until = range.to ? new Date(new Date(`${range.to}T00:00:00Z`).getTime() + DAY_MS) : undefined;
  if (since && until && since >= until) throw fieldError('to', 'to must be on or after from');
  return { since, until };
}

/** Rows per query of an export. */
export const EXPORT_BATCH = 100;

/**
 * Every row of a list, batch by batch in the list's order, each batch read after the last row of the one
 * before: an export of any size, never capped and never held whole.
 */
export async function* exportBatches<Row>(
  read: (afterId: number | null, limit: number) => Promise<Row[]>,
  idOf: (row: Row) => number,
): AsyncGenerator<Row[]> {
  let afterId: number | null = null;
  for (;;) {
    const rows = await read(afterId, EXPORT_BATCH);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || last === undefined) return;
    afterId = idOf(last);
  }
}

/** The values a list page echoes in its first page's address, so the filters survive paging. */
export type ListEcho = Record<string, string | number | boolean | undefined | null>;

/**
 * What one back-office list reads under one filter: how many rows match, a stretch of them in an order, and
 * each row's id (for exports read batch after batch). Each list says only this; paging and exporting are the
 * same for all of them.
 */
export interface ListQuery<Row> {
  path: string;
  where: SQL | undefined;
  order: ListOrder;
  count(where: SQL | undefined): Promise<number>;
  rows(where: SQL | undefined, order: SQL[], limit: number, offset: number): Promise<Row[]>;
  idOf(row: Row): number;
}

/** One page of a list, in the paged envelope. */
export async function listPage<Row>(query: ListQuery<Row>, window: ListWindow, echo: ListEcho) {
  const total = await query.count(query.where);
  const data = await readPage(total, window, (reversed, limit, offset) =>
    query.rows(query.where, orderOf(query.order, reversed), limit, offset),
  );
  return listEnvelope(query.path, window, total, data, echo);
}

/** Every row of a list, in its order, batch by batch. */
export function listExport<Row>(query: ListQuery<Row>): AsyncGenerator<Row[]> {
  const after = (afterId: number | null) => (afterId === null ? undefined : afterRow(query.order, afterId));
  return exportBatches(
    (afterId, limit) => query.rows(and(query.where, after(afterId)), orderOf(query.order), limit, 0),
    query.idOf,
  );
}
