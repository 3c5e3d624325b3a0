import { type Db, poolOf } from '../db/client';

/** The first key of the chain watchers' advisory locks; the second is the payment method's id. */
const CHAIN_LOCK_CLASS = 1_952_804_723;

/** Work this process leads now, by lock class and key, so two loops of one process do not both run it. */
const leading = new WeakMap<Db, Set<string>>();

/**
 * Runs `work` as the one scanner of a payment method's chain, or answers `{ led: false }` at once when
 * another loop of this process or another instance holds it. Across instances the holder is whoever has the
 * PostgreSQL advisory lock (method id as its second key), on a connection of its own for the duration; a
 * killed instance's connection closes and the lock with it. PGlite serves one process, so the process's own
 * mark is the whole lock.
 */
export function asChainLeader<T>(
  db: Db,
  methodId: number,
  work: () => Promise<T>,
): Promise<{ led: true; value: T } | { led: false }> {
  return asLeader(db, CHAIN_LOCK_CLASS, methodId, work);
}

/**
 * Runs `work` as the one runner across instances of what the advisory lock (`lockClass`, `key`) stands for, or
 * answers `{ led: false }` at once when another loop of this process or another instance holds it.
 */
export async function asLeader<T>(
  db: Db,
  lockClass: number,
  key: number,
  work: () => Promise<T>,
): Promise<{ led: true; value: T } | { led: false }> {
  const name = `${lockClass}:${key}`;
  let mine = leading.get(db);
  if (!mine) {
    mine = new Set();
    leading.set(db, mine);
  }
  if (mine.has(name)) return { led: false };
  mine.add(name);
  try {
    const pool = poolOf(db);
    if (!pool) return { led: true, value: await work() };
    const holder = await pool.connect();
    try {
      const { rows } = await holder.query('select pg_try_advisory_lock($1, $2) as taken', [lockClass, key]);
      if (rows[0]?.taken !== true) return { led: false };
      try {
        return { led: true, value: await work() };
      } finally {
        await holder.query('select pg_advisory_unlock($1, $2)', [lockClass, key]);
      }
    } finally {
      holder.release();
    }
  } finally {
    mine.delete(name);
  }
}
