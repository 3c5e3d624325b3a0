import { type SQL, sql } from 'drizzle-orm';
import { jsonRecords, rowsOf, type Tx } from '../db/client';
import { deposits, seenTransfers } from '../db/schema';
import type { PaidTransfer } from './chainTransfers';

/** Transfers recorded by one statement, so a wide range is a few statements. */
const INSERT_CHUNK = 10_000;

type SeenRow = { user_id: number; thash: string; amount: string; fresh: boolean };

/**
 * Records the transfers as seen in `seen_transfers`, each keyed by method, transaction and log index; answers
 * each row with whether it is new (`fresh`). A transfer already waiting there is seen again in its new block
 * (the same block read twice, or a new one after a reorganisation); one that `deposits` holds as credited or
 * held is not seen again, nor any transfer of a transaction an operator recorded by hand (the operator's record
 * is its deposit); one it holds as dropped comes back, with its id and time, and is not new.
 */
export async function recordSeen(tx: Tx, methodId: number, found: PaidTransfer[], now: Date) {
  const answered: SeenRow[] = [];
  for (let start = 0; start < found.length; start += INSERT_CHUNK) {
    // Ids are drawn in the chain's order (`n`), so a list by id reads as the transfers came.
    const rows = found.slice(start, start + INSERT_CHUNK).map((d, n) => ({
      n,
      user_id: d.memberId,
      thash: d.log.txHash,
      log_index: d.log.logIndex,
      amount: String(d.amount),
      block_number: String(d.log.blockNumber),
      block_hash: d.log.blockHash,
      to_address: d.address,
    }));
    const columns = sql`n integer, user_id integer, thash text, log_index integer, amount bigint, block_number bigint,
      block_hash text, to_address text`;
    answered.push(
      ...(await rowsOf<SeenRow>(
        tx,
        sql`with t as (select * from ${jsonRecords(rows, columns)}),
            known as (
              select d.id, d.thash, d.log_index, d.status, d.source, d.recorded_at from ${deposits} d
              join t on d.payment_method_id = ${methodId} and d.thash = t.thash
                and (d.log_index = t.log_index or d.source <> 'chain')),
            revived as (
              delete from ${deposits} d using known k where d.id = k.id and k.status = 'dropped'
              returning d.id, d.thash, d.log_index, d.recorded_at),
            written as (
              insert into ${seenTransfers} (payment_method_id, thash, log_index, id, user_id, amount, block_number,
                block_hash, to_address, seen_at)
              select ${methodId}, t.thash, t.log_index, coalesce(r.id, nextval('deposits_id_seq')), t.user_id,
                t.amount, t.block_number, t.block_hash, t.to_address, coalesce(r.recorded_at, ${now})
              from t left join revived r on r.thash = t.thash and r.log_index = t.log_index
              where not exists (select 1 from known k where k.thash = t.thash
                and (k.source <> 'chain' or (k.log_index = t.log_index and k.status <> 'dropped')))
              order by t.n
              on conflict (payment_method_id, thash, log_index) do update
                set block_number = excluded.block_number, block_hash = excluded.block_hash
              returning id, user_id, thash, amount, (xmax = 0) as inserted)
            select w.user_id, w.thash, w.amount::text as amount, (w.inserted and r.id is null) as fresh
            from written w left join revived r on r.id = w.id`,
      )),
    );
  }
  return answered;
}

/** `(thash, log_index)` pairs for a row-wise IN, which the key's index answers. */
export const transferKeys = (rows: Array<{ thash: string; logIndex: number }>) =>
  sql.join(
    rows.map((r) => sql`(${r.thash}, ${r.logIndex})`),
    sql`, `,
  );

/** A seen transfer as it is settled into `deposits`. */
export type SettledTransfer = typeof seenTransfers.$inferSelect & {
  status: 'credited' | 'held' | 'dropped';
  creditedTransferId: number | null;
};

/**
 * Takes the `claimed` transfers out of `seen_transfers` and writes the `settled` among them into `deposits`,
 * each with its id and the time it was seen (a claimed transfer not settled was recorded there already).
 */
export async function settleSeen(
  tx: Tx,
  methodId: number,
  claimed: Array<{ thash: string; logIndex: number }>,
  settled: SettledTransfer[],
): Promise<void> {
  if (claimed.length === 0) return;
  await tx.execute(
    sql`delete from ${seenTransfers}
        where payment_method_id = ${methodId} and (thash, log_index) in (${transferKeys(claimed)})`,
  );
  if (settled.length === 0) return;
  await tx.insert(deposits).values(
    settled.map((s) => ({
      id: s.id,
      userId: s.userId,
      paymentMethodId: methodId,
      thash: s.thash,
      logIndex: s.logIndex,
      amount: s.amount,
      source: 'chain',
      status: s.status,
      blockNumber: s.blockNumber,
      blockHash: s.blockHash,
      toAddress: s.toAddress,
      recordedAt: s.seenAt,
      creditedTransferId: s.creditedTransferId,
    })),
  );
}

/**
 * Drops the method's seen transfers that `where` selects (their block was replaced, or the chain is gone):
 * each moves into `deposits` as dropped, where the back office lists it. Answers how many.
 */
export async function dropSeen(tx: Tx, methodId: number, where: SQL): Promise<number> {
  const gone = await rowsOf<{ id: string }>(
    tx,
    sql`with gone as (
          delete from ${seenTransfers} where ${seenTransfers.paymentMethodId} = ${methodId} and (${where})
          returning *)
        insert into ${deposits} (id, user_id, payment_method_id, thash, log_index, amount, source, status,
          block_number, block_hash, to_address, recorded_at)
        select id, user_id, payment_method_id, thash, log_index, amount, 'chain', 'dropped', block_number,
          block_hash, to_address, seen_at
        from gone
        returning id::text as id`,
  );
  return gone.length;
}
