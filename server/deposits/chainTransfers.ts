import { and, eq, inArray } from 'drizzle-orm';
import { unitsPerMicro } from '../chain/chains';
import type { TransferLog } from '../chain/reader';
import type { Db } from '../db/client';
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

/** A range's transfers and those among them that paid a member (see membersPaid). */
export async function readPaid(db: Db, watch: ChainWatch, from: bigint, head: bigint) {
  const read = await readTransfers(watch, from, head);
  return { ...read, found: await membersPaid(db, watch, read.logs) };
}

/**
 * The next range, read from the chain and its owners looked up while this range is written to the database
 * (on another connection: the lookup reads only what was issued before the transfers were made).
 */
export interface ReadAhead {
  from: bigint;
  read: ReturnType<typeof readPaid>;
}

export function readAhead(db: Db, watch: ChainWatch, from: bigint, head: bigint): ReadAhead {
  const read = readPaid(db, watch, from, head);
  // Not awaited when the scan stops first (the cursor moved, a reorganisation): its failure is nobody's.
  read.catch(() => {});
  return { from, read };
}

/** Amounts above this do not fit the ledger's bigint; such a transfer is not one of Tessera's members'. */
const MAX_MICROS = 2n ** 63n - 1n;

/** Recipients per owner lookup: at 5,000 PostgreSQL scans a million-row table instead of using its index. */
const LOOKUP_CHUNK = 1_000;

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
    const rows = await db
      .select({
        account: memberDepositAddresses.accountId,
        address: memberDepositAddresses.address,
        memberId: memberDepositAddresses.userId,
      })
      .from(memberDepositAddresses)
      .where(
        and(
          eq(memberDepositAddresses.paymentMethodId, watch.paymentMethodId),
          inArray(memberDepositAddresses.accountId, accounts.slice(start, start + LOOKUP_CHUNK)),
        ),
      );
    for (const row of rows) owners.set(row.account, { memberId: row.memberId, address: row.address });
  }
  return candidates.flatMap((c) => {
    const owner = owners.get(c.log.to);
    return owner === undefined ? [] : [{ ...c, ...owner }];
  });
}
