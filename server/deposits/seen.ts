import { inArray, type SQL, sql } from 'drizzle-orm';
import { jsonRecords, keyList, rowsOf, type Tx } from '../db/client';
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
    const chunk = found.slice(start, start + INSERT_CHUNK);
    const known = await settledOf(tx, methodId, chunk);
    const revived = new Map<string, { id: number; recordedAt: Date }>();
    const fresh = chunk.filter((d) => {
      const same = known.get(d.log.txHash);
      if (!same) return true;
      if (same.some((k) => k.source !== 'chain')) return false;
      const settled = same.find((k) => k.logIndex === d.log.logIndex);
      if (settled?.status === 'dropped') revived.set(`${d.log.txHash}:${d.log.logIndex}`, settled);
      return settled === undefined || settled.status === 'dropped';
    });
    if (fresh.length === 0) continue;
    if (revived.size > 0) {
      await tx.delete(deposits).where(
        inArray(
          deposits.id,
          [...revived.values()].map((r) => r.id),
        ),
      );
    }
    // Ids are drawn in the chain's order (`n`), so a list by id reads as the transfers came.
    const rows = fresh.map((d, n) => {
      const back = revived.get(`${d.log.txHash}:${d.log.logIndex}`);
      return {
        n,
        id: back?.id ?? null,
        user_id: d.memberId,
        thash: d.log.txHash,
        log_index: d.log.logIndex,
        amount: String(d.amount),
        block_number: String(d.log.blockNumber),
        block_hash: d.log.blockHash,
        to_address: d.address,
        seen_at: (back?.recordedAt ?? now).toISOString(),
      };
    });
    const columns = sql`n integer, id bigint, user_id integer, thash text, log_index integer, amount bigint,
      block_number bigint, block_hash text, to_address text, seen_at timestamptz`;
    const backIds = new Set([...revived.values()].map((r) => String(r.id)));
    const written = await rowsOf<SeenRow & { id: string; inserted: boolean }>(
      tx,
      sql`insert into ${seenTransfers} (payment_method_id, thash, log_index, id, user_id, amount, block_number,
            block_hash, to_address, seen_at)
          select ${methodId}, t.thash, t.log_index, coalesce(t.id, nextval('deposits_id_seq')), t.user_id, t.amount,
            t.block_number, t.block_hash, t.to_address, t.seen_at
          from ${jsonRecords(rows, columns)}
          order by t.n
          on conflict (payment_method_id, thash, log_index) do update
            set block_number = excluded.block_number, block_hash = excluded.block_hash
          returning id::text as id, user_id, thash, amount::text as amount, (xmax = 0) as inserted`,
    );
    for (const w of written) {
      answered.push({
        user_id: w.user_id,
        thash: w.thash,
        amount: w.amount,
        fresh: w.inserted && !backIds.has(w.id),
      });
    }
  }
  return answered;
}

type Settled = { id: number; logIndex: number; status: string; source: string; recordedAt: Date };

/** What `deposits` holds of the transactions of `chunk`, by transaction hash: one probe of the index per hash. */
async function settledOf(tx: Tx, methodId: number, chunk: PaidTransfer[]): Promise<Map<string, Settled[]>> {
  const hashes = [...new Set(chunk.map((d) => d.log.txHash))];
  const rows = await rowsOf<{
    id: string;
    thash: string;
    log_index: number;
    status: string;
    source: string;
    recorded_at: string | Date;
  }>(
    tx,
    sql`select d.id::text as id, d.thash, d.log_index, d.status, d.source, d.recorded_at
        from ${keyList(hashes, 'thash')}
        join ${deposits} d on d.payment_method_id = ${methodId} and d.thash = a.thash`,
  );
  const known = new Map<string, Settled[]>();
  for (const r of rows) {
    const settled = {
      id: Number(r.id),
      logIndex: r.log_index,
      status: r.status,
      source: r.source,
      recordedAt: new Date(r.recorded_at),
    };
    known.set(r.thash, [...(known.get(r.thash) ?? []), settled]);
  }
  return known;
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
