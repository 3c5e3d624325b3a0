import { type ExtractTablesWithRelations, type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type * as schema from './schema';

// The handle types and per-handle helpers, below both the connection (client.ts) and the reference data that
// client.ts writes on migrate, so neither imports the other's code.

export type Schema = typeof schema;
/** A database handle that works the same on PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/**
 * PostgreSQL behind a pool, where transactions run side by side and many server instances may share the
 * database; PGlite is owned by one process and runs one transaction at a time.
 */
export function onPool(db: Db): boolean {
  return poolOf(db) !== null;
}

/** node-postgres's pool behind the handle (a connection of one's own holds a session lock), null on PGlite. */
export function poolOf(db: Db): Pool | null {
  // `$client` is the driver's own handle, which the engine-neutral `Db` type does not declare.
  const client: unknown = Reflect.get(db, '$client');
  return isPool(client) ? client : null;
}

const isPool = (client: unknown): client is Pool =>
  typeof client === 'object' && client !== null && Reflect.get(client, 'totalCount') !== undefined;

/**
 * The rows a raw query answers, typed as the caller says they are. `Db` leaves the driver open, so `execute`
 * answers `unknown`; PGlite and node-postgres both answer `{ rows }`, and this is the one place that says so.
 * The row type is not checked against the query: cast in SQL where the engines differ (`count(*)` is a
 * string on PostgreSQL and a number on PGlite; `::text`, `::int`, or read both as `number | string`).
 */
export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Many rows as one table of a statement: `json_to_recordset(<rows>) as t(<columns>)` binds one JSON parameter,
 * which both engines read, where a VALUES list binds one per field (110,000 for 10,000 deposits). Bigints
 * travel as strings and are read by the column types `columns` gives.
 */
export const jsonRecords = (rows: object[], columns: SQL) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as t(${columns})`;

/**
 * Many keys as a one-column table `a(<column>)` of a statement, bound as one text parameter. unnest() of it is
 * estimated at a few rows, so a join to an index probes it once a key, where an IN list of thousands is
 * planned as a scan of the whole table. The keys must not contain commas (hex hashes and account ids do not).
 */
export const keyList = (keys: readonly string[], column: string) =>
  sql`unnest(string_to_array(${keys.join(',')}, ',')) as a(${sql.identifier(column)})`;

/**
 * A prepared statement (or anything else) made once per database handle, on first use: wrap a function of
 * the handle that builds it. A statement prepared on a handle is planned once per pooled connection.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
