import { sql } from 'drizzle-orm';
import { type DbOrTx, rowsOf } from './handle';

/**
 * Statistics for a connection's scratch table, gathered the first time it is filled. Its rows change with every
 * batch but not their shape, and the planner counts its rows from its size at the time; the statistics outlive
 * the rows (TRUNCATE and the end of the transaction keep them), so gathering them for every batch bought no
 * better plan.
 */
export async function analyzeScratch(tx: DbOrTx, name: string) {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a scratch table: ${name}`);
  const [stats] = await rowsOf<{ known: boolean }>(
    tx,
    sql`select exists (select 1 from pg_stats
      where schemaname = pg_my_temp_schema()::regnamespace::text and tablename = ${name}) as known`,
  );
  if (!stats?.known) await tx.execute(sql.raw(`analyze ${name}`));
}
