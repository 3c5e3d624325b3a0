import { type Db, poolOf } from '../db/client';

/** The first key of the chain watchers' advisory locks; the second is the payment method's id. */
const CHAIN_LOCK_CLASS = 1_952_804_723;

/** Methods this process is scanning now, so two loops of one process do not both scan. */
const scanning = new WeakMap<Db, Set<number>>();

/**
 * Runs `work` as the one scanner of a payment method's chain, or answers `{ led: false }` at once when
 * another loop of this process or another instance holds it. Across instances the holder is whoever has the
 * PostgreSQL advisory lock (method id as its second key), on a connection of its own for the duration; a
 * killed instance's connection closes and the lock with it. PGlite serves one process, so the process's own
 * mark is the whole lock.
 */
export async function asChainLeader<T>(
  db: Db,
  methodId: number,
  work: () => Promise<T>,
): Promise<{ led: true; value: T } | { led: false }> {
  let mine = scanning.get(db);
  if (!mine) {
    mine = new Set();
    scanning.set(db, mine);
  }
  if (mine.has(methodId)) return { led: false };
  mine.add(methodId);
  try {
    const pool = poolOf(db);
    if (!pool) return { led: true, value: await work() };
    const holder = await pool.connect();
    try {
      const { rows } = await holder.query('select pg_try_advisory_lock($1, $2) as taken', [
        CHAIN_LOCK_CLASS,
        methodId,
      ]);
      if (rows[0]?.taken !== true) return { led: false };
      try {
        return { led: true, value: await work() };
      } finally {
        await holder.query('select pg_advisory_unlock($1, $2)', [CHAIN_LOCK_CLASS, methodId]);
      }
    } finally {
      holder.release();
    }
  } finally {
    mine.delete(methodId);
  }
}
