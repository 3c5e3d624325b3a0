import { and, eq, inArray } from 'drizzle-orm';
import { fromMicros } from '../../src/api/contract';
import type { Db } from '../db/client';
import { deposits } from '../db/schema';
import { accountIdOf } from '../deposits/addresses';
import { type Chains, unitsPerMicro } from './chains';

/** Balances asked for at once: the reader sends them as a few JSON-RPC batches. */
const READS_AT_ONCE = 1_000;

export interface ChainHolding {
  method: string;
  /** The block the balances were read at: the newest final one (the method's confirmations deep). */
  block: string;
  /** Addresses read: members' deposit addresses that ever received the token, and the treasury's. */
  addresses: number;
  deposit_addresses: string;
  treasury: string;
  total: string;
}

/**
 * What the platform holds on each watched chain, read from the chain: the token balances of every member
 * deposit address a transfer of the token ever reached (the watcher records each such transfer, so an address
 * never paid holds nothing) and of the treasury addresses the operator declared, at the newest final block.
 */
export async function chainHoldings(
  db: Db,
  chains: Chains,
): Promise<{ holdings: ChainHolding[]; total: bigint }> {
  const holdings: ChainHolding[] = [];
  let total = 0n;
  for (const [network, watch] of Object.entries(chains.watches)) {
    if (!watch) continue;
    const head = await watch.reader.head();
    const block = head - BigInt(watch.confirmations) + 1n;
    const paid = await db
      .selectDistinct({ address: deposits.toAddress })
      .from(deposits)
      .where(
        and(
          eq(deposits.paymentMethodId, watch.paymentMethodId),
          inArray(deposits.status, ['seen', 'credited', 'held']),
        ),
      );
    const memberAddresses = paid.flatMap((row) => (row.address ? [row.address] : []));
    const treasury = chains.treasury[watch.network] ?? [];
    const perMicro = unitsPerMicro(watch.decimals);
    const sum = async (addresses: string[]) => {
      let micros = 0n;
      for (let start = 0; start < addresses.length; start += READS_AT_ONCE) {
        const holders = addresses.slice(start, start + READS_AT_ONCE).map(accountIdOf);
        const balances = await watch.reader.balancesOf(watch.token, holders, block);
        for (const balance of balances) micros += balance / perMicro;
      }
      return micros;
    };
    const onDeposits = await sum(memberAddresses);
    const onTreasury = await sum(treasury);
    total += onDeposits + onTreasury;
    holdings.push({
      method: `USDT ${network}`,
      block: block.toString(),
      addresses: memberAddresses.length + treasury.length,
      deposit_addresses: fromMicros(onDeposits),
      treasury: fromMicros(onTreasury),
      total: fromMicros(onDeposits + onTreasury),
    });
  }
  return { holdings, total };
}
