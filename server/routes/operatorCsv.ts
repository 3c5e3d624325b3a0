import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type CsvColumn, csvFileName, csvStream } from '../services/csv';

/** A list's export as the route schema names it: the rows as CSV, streamed. */
export const csvAnswer = z.string().describe('text/csv, every row the filters select');

/**
 * Streams a list's rows as a CSV attachment. The rows are read batch by batch as the file goes out, outside
 * the call's transaction, so an export of any size neither waits in memory nor holds the database.
 */
export function sendCsv<Row>(
  reply: FastifyReply,
  list: string,
  at: Date,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(list, at)}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(columns, batches));
}
