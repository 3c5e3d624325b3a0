import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDialect, PgSession } from 'drizzle-orm/pg-core';
import { errorCode, errorText } from '../errors';
import { countryList } from './countries';
import type { Db } from './handle';
import { ensureIncomePlan } from './incomePlan';
import { ensureReservePlans } from './reservePlans';
import * as schema from './schema';
import { ensureStakingPackages } from './stakingPackages';
import { ensureTicketSubjects } from './ticketSubjects';

export {
  type Db,
  type DbOrTx,
  jsonRecords,
  keyList,
  onPool,
  perDatabase,
  poolOf,
  rowsOf,
  type Schema,
  type Tx,
} from './handle';

export interface OpenedDatabase {
  db: Db;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other instance on this database runs its own: instances starting together on one
   * PostgreSQL migrate and seed one after the other. PGlite has one process only.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock instances take around migrations and seeding. */
const STARTUP_LOCK = 7302265722;

/** DATABASE_URL names a server that cannot be reached or refuses the connection. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

const CONNECT_TIMEOUT_MS = 10_000;

const reasons: Record<string, string> = {
  ECONNREFUSED: 'nothing accepts connections at that address',
  ENOTFOUND: 'the host name is not known',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  ETIMEDOUT: 'the server did not answer',
  '28P01': 'the server refused the password',
  '28000': 'the server refused this user',
  '3D000': 'the database does not exist',
};

/** Connects once before the pool exists, so a wrong DATABASE_URL is told in words instead of a stack. */
async function reach(databaseUrl: string): Promise<void> {
  const { Client } = await import('pg');
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    const code = errorCode(error);
    const message = errorText(error, 'message');
    const url = new URL(databaseUrl);
    // The address without user or password, which must never reach a log.
    const where = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
    const reason =
      (code && reasons[code]) ??
      (/timeout/i.test(message ?? '') ? `no answer within ${CONNECT_TIMEOUT_MS / 1000} s` : message);
    throw new DatabaseUnreachableError(
      `DATABASE_URL names a PostgreSQL server that cannot be used (${where}): ${reason}. ` +
        'Check DATABASE_URL and that the server is running.',
    );
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  /** The most connections the PostgreSQL pool opens, default 10. */
  poolMax?: number;
  dataDir?: string;
  /** Told when the server ends an idle pooled connection (a restart, an administrator's command). */
  onIdleError?: (error: Error) => void;
}): Promise<OpenedDatabase> {
  if (opts.databaseUrl) {
    await reach(opts.databaseUrl);
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    // The pool drops such a connection and opens another on the next query; unheard, the error would end
    // the process.
    pool.on('error', (error) => opts.onIdleError?.(error));
    const db = drizzle(pool, { schema });
    const exclusive = async <T>(work: () => Promise<T>): Promise<T> => {
      // A connection of its own holds the lock, so `work` keeps the whole pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    return { db, kind: 'postgres', close: () => pool.end(), exclusive };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (opts.dataDir) mkdirSync(path.dirname(path.resolve(opts.dataDir)), { recursive: true });
  const client = opts.dataDir ? await PGlite.create(opts.dataDir) : await PGlite.create();
  const db = drizzle(client, { schema });
  return { db, kind: 'pglite', close: () => client.close(), exclusive: (work) => work() };
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending migrations, then makes sure the reference data (countries, payment methods, staking
 * packages) is present. */
export async function migrate(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both drivers' migrators do exactly this; going through the shared pg-core internals keeps one code path.
  const internals = db as unknown as { dialect: PgDialect; session: PgSession };
  await internals.dialect.migrate(migrations, internals.session, { migrationsFolder });
  await putReferenceData(db);
}

/**
 * Writes the reference data a migrated database holds (countries, payment methods, staking packages, reserve
 * plans, the income plan, ticket subjects) where it is missing, as after a wipe.
 */
export async function putReferenceData(db: Db): Promise<void> {
  await db
    .insert(schema.countries)
    .values(countryList.map((c) => ({ id: c.id, name: c.name, callingCode: c.callingCode })))
    .onConflictDoNothing();
  // The deposit methods are data the API names by id; put back after a wipe like the countries.
  await db
    .insert(schema.paymentMethods)
    .values([
      { id: 1, name: 'USDT', networkName: 'TRC20', type: 'deposit', active: true },
      { id: 2, name: 'USDT', networkName: 'BEP20', type: 'deposit', active: true },
    ])
    .onConflictDoNothing();
  await db.execute(
    sql`select setval(pg_get_serial_sequence('payment_methods', 'id'), (select max(id) from payment_methods))`,
  );
  await ensureStakingPackages(db);
  await ensureReservePlans(db);
  await ensureIncomePlan(db);
  await ensureTicketSubjects(db);
}
