import { sql } from 'drizzle-orm';
import { unitsPerMicro } from '../chain/chains';
import type { TransferLog } from '../chain/reader';
import { type Db, keyList, rowsOf } from '../db/client';
import { memberDepositAddresses } from '../db/schema';
import type { ChainWatch } from './watcher';

/** Reading a range of the chain: the token's transfers, and which of them paid a member's address. */

/** Blocks per call that answered last time, per watch: a busy chain's ranges shrink, a quiet one's grow back. */
const spans = new WeakMap<ChainWatch, bigint>();

/**
 * The token's transfers from `from` on, in as wide a range as the provider answers: a range whose answer is
 * refused (too many results, or too large a body) is halved and read again, down to one block; after an
 * answer the next range is twice as wide again, up to the watch's maximum.
 */
export async function readTransfers(watch: ChainWatch, from: bigint, head: bigint) {
  let span = spans.get(watch) ?? watch.maxRange;
  for (;;) {
    const to = head < from + span - 1n ? head : from + span - 1n;
    const toHash = await watch.reader.blockHash(to);
    try {
      const logs = await watch.reader.transfers(watch.token, from, to);
      spans.set(watch, span * 2n < watch.maxRange ? span * 2n : watch.maxRange);
      return { to, toHash, logs };
    } catch (error) {
      if (span === 1n) throw error;
      span /= 2n;
      spans.set(watch, span);
    }
  }
}

type Transfers = Awaited<ReturnType<typeof readTransfers>>;

/** A range's transfers and those among them that paid a member (see membersPaid). */
export async function readPaid(db: Db, watch: ChainWatch, from: bigint, head: bigint) {
  return paidIn(db, watch, readTransfers(watch, from, head));
}

async function paidIn(db: Db, watch: ChainWatch, transfers: Promise<Transfers>) {
  const read = await transfers;
  return { ...read, found: await membersPaid(db, watch, read.logs) };
}

/**
 * A range read ahead while the one before it is written to the database: its transfers from the chain, then
 * their owners (on another connection: the lookup reads only what was issued before the transfers were made).
 * As soon as its transfers arrive, the chain is asked for the range after it (`next`), so the chain's answer
 * and the owner lookup overlap too; one range further, no more.
 */
export interface ReadAhead {
  from: bigint;
  read: ReturnType<typeof readPaid>;
  /** The range after this one, asked of the chain; null when this one reaches the head. */
  next: Promise<{ from: bigint; transfers: Promise<Transfers> } | null>;
}

export function readAhead(
  db: Db,
  watch: ChainWatch,
  from: bigint,
  head: bigint,
  asked: Promise<Transfers> = readTransfers(watch, from, head),
): ReadAhead {
  const read = paidIn(db, watch, asked);
  const next = asked.then((range) =>
    range.to < head
      ? { from: range.to + 1n, transfers: unheeded(readTransfers(watch, range.to + 1n, head)) }
      : null,
  );
  // Not awaited when the scan stops first (the cursor moved, a reorganisation): their failures are nobody's.
  return { from, read: unheeded(read), next: unheeded(next) };
}

/** The range after `ahead`, reading on from what the chain was already asked when it starts at `from`. */
export async function readAfter(
  db: Db,
  watch: ChainWatch,
  ahead: ReadAhead | null,
  from: bigint,
  head: bigint,
) {
  const next = await ahead?.next.catch(() => null);
  return next?.from === from
    ? readAhead(db, watch, from, head, next.transfers)
    : readAhead(db, watch, from, head);
}

function unheeded<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}

/** Amounts above this do not fit the ledger's bigint; such a transfer is not one of Tessera's members'. */
const MAX_MICROS = 2n ** 63n - 1n;

/** Recipients per owner lookup statement, each joined to the index on its own. */
const LOOKUP_CHUNK = 10_000;

/**
 * The transfers that paid an address Tessera issued for this method, with the member, the amount and the
 * address as the member was given it. Owners are found by the logs' own account ids, so a recipient Tessera
 * never issued costs an index probe and nothing else.
 */
export interface PaidTransfer {
  log: TransferLog;
  amount: bigint;
  memberId: number;
  /** The address as the member was given it. */
  address: string;
}

export async function membersPaid(db: Db, watch: ChainWatch, logs: TransferLog[]): Promise<PaidTransfer[]> {
  const perUnit = unitsPerMicro(watch.decimals);
  const candidates = logs.flatMap((log) => {
    const amount = log.value / perUnit;
    // Dust under a micro-USDT cannot be credited; an amount beyond the ledger's range is not a member's.
    if (amount <= 0n || amount > MAX_MICROS) return [];
    return [{ log, amount }];
  });
  const owners = new Map<string, { memberId: number; address: string }>();
  const accounts = [...new Set(candidates.map((c) => c.log.to))];
  for (let start = 0; start < accounts.length; start += LOOKUP_CHUNK) {
    const rows = await rowsOf<{ account: string; address: string; member_id: number }>(
      db,
      sql`select m.account_id as account, m.address, m.user_id as member_id
          from ${keyList(accounts.slice(start, start + LOOKUP_CHUNK), 'account')}
          join ${memberDepositAddresses} m
            on m.payment_method_id = ${watch.paymentMethodId} and m.account_id = a.account`,
    );
    for (const row of rows) owners.set(row.account, { memberId: row.member_id, address: row.address });
  }
  return candidates.flatMap((c) => {
    const owner = owners.get(c.log.to);
    return owner === undefined ? [] : [{ ...c, ...owner }];
  });
}
