import { sql } from 'drizzle-orm';
import { jsonRecords, rowsOf, type Tx } from '../db/client';
import { deposits } from '../db/schema';
import type { PaidTransfer } from './chainTransfers';

/** Deposits recorded by one statement, so a wide range is a few statements. */
const INSERT_CHUNK = 10_000;

type SeenRow = { user_id: number; thash: string; amount: string; fresh: boolean };

/**
 * Records the transfers as seen, each keyed by method, transaction and log index; answers each row with whether
 * it is new (`fresh`). A transfer recorded before is seen again (a new block after a reorganisation, or the
 * same block read twice) unless it was credited or held meanwhile.
 */
export async function recordSeen(tx: Tx, methodId: number, found: PaidTransfer[], now: Date) {
  const answered: SeenRow[] = [];
  for (let start = 0; start < found.length; start += INSERT_CHUNK) {
    const rows = found.slice(start, start + INSERT_CHUNK).map((d) => ({
      user_id: d.memberId,
      thash: d.log.txHash,
      log_index: d.log.logIndex,
      amount: String(d.amount),
      block_number: String(d.log.blockNumber),
      block_hash: d.log.blockHash,
      to_address: d.address,
    }));
    const columns = sql`user_id integer, thash text, log_index integer, amount bigint, block_number bigint,
      block_hash text, to_address text`;
    answered.push(
      ...(await rowsOf<SeenRow>(
        tx,
        sql`insert into ${deposits} (user_id, payment_method_id, thash, log_index, amount, source, status,
              block_number, block_hash, to_address, recorded_at)
            select t.user_id, ${methodId}, t.thash, t.log_index, t.amount, 'chain', 'seen', t.block_number,
              t.block_hash, t.to_address, ${now}
            from ${jsonRecords(rows, columns)}
            on conflict (payment_method_id, thash, log_index) do update
              set status = 'seen', block_number = excluded.block_number, block_hash = excluded.block_hash
              where ${deposits.status} in ('seen', 'dropped') and ${deposits.source} = 'chain'
            returning user_id, thash, amount::text as amount, (xmax = 0) as fresh`,
      )),
    );
  }
  return answered;
}
