import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../db/client';
import { deposits } from '../db/schema';
import type { membersPaid } from './chainTransfers';

/** Deposits recorded by one statement: one JSON parameter each, so a wide range is a few statements. */
const INSERT_CHUNK = 10_000;

/**
 * Records the transfers as seen, each keyed by method, transaction and log index; answers each row with whether
 * it is new (`fresh`). A transfer recorded before is seen again (a new block after a reorganisation, or the
 * same block read twice) unless it was credited or held meanwhile. The rows travel as one JSON document,
 * which both engines read as a table: a statement of ten thousand rows binds one parameter, not 110,000.
 */
export async function recordSeen(
  tx: Tx,
  methodId: number,
  found: Awaited<ReturnType<typeof membersPaid>>,
  now: Date,
) {
  const answered: Array<{ user_id: number; thash: string; amount: string; fresh: boolean }> = [];
  for (let start = 0; start < found.length; start += INSERT_CHUNK)
    answered.push(...(await recordChunk(tx, methodId, found.slice(start, start + INSERT_CHUNK), now)));
  return answered;
}

async function recordChunk(
  tx: Tx,
  methodId: number,
  found: Awaited<ReturnType<typeof membersPaid>>,
  now: Date,
) {
  const rows = found.map((d) => ({
    user_id: d.memberId,
    thash: d.log.txHash,
    log_index: d.log.logIndex,
    amount: String(d.amount),
    block_number: String(d.log.blockNumber),
    block_hash: d.log.blockHash,
    to_address: d.address,
  }));
  return rowsOf<{ user_id: number; thash: string; amount: string; fresh: boolean }>(
    tx,
    sql`insert into ${deposits} (user_id, payment_method_id, thash, log_index, amount, source, status,
          block_number, block_hash, to_address, recorded_at)
        select t.user_id, ${methodId}, t.thash, t.log_index, t.amount, 'chain', 'seen', t.block_number,
          t.block_hash, t.to_address, ${now}
        from json_to_recordset(${JSON.stringify(rows)}::json) as t(user_id integer, thash text,
          log_index integer, amount bigint, block_number bigint, block_hash text, to_address text)
        on conflict (payment_method_id, thash, log_index) do update
          set status = 'seen', block_number = excluded.block_number, block_hash = excluded.block_hash
          where ${deposits.status} in ('seen', 'dropped') and ${deposits.source} = 'chain'
        returning user_id, thash, amount::text as amount, (xmax = 0) as fresh`,
  );
}
