import { and, eq, inArray } from 'drizzle-orm';
import { fromMicros } from '../../src/api/contract';
import type { Db } from '../db/client';
import { depositRecords } from '../db/schema';
import { accountIdOf, addressFromAccountId, type DepositNetwork } from '../deposits/addresses';
import type { ChainWatch } from '../deposits/watcher';
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

/** One chain's holdings at one block, address by address (micro-USDT). */
export interface ChainHoldingsAt {
  network: DepositNetwork;
  method: string;
  token: string;
  block: bigint;
  /** Members' deposit addresses a transfer of the token ever reached, each with its balance. */
  deposits: { address: string; balance: bigint }[];
  /** The treasury addresses the operator declared, each with its balance. */
  treasury: { address: string; balance: bigint }[];
}

/**
 * What the platform holds on each watched chain, read from the chain: the token balances of every member
 * deposit address a transfer of the token ever reached (the watcher records each such transfer, so an address
 * never paid holds nothing) and of the treasury addresses the operator declared, at the newest final block.
 * Nothing here waits inside a database transaction.
 */
export async function readHoldings(db: Db, chains: Chains): Promise<ChainHoldingsAt[]> {
  const out: ChainHoldingsAt[] = [];
  for (const [network, watch] of Object.entries(chains.watches) as [DepositNetwork, ChainWatch][]) {
    if (!watch) continue;
    const head = await watch.reader.head();
    const block = head - BigInt(watch.confirmations) + 1n;
    const paid = await db
      .selectDistinct({ address: depositRecords.toAddress })
      .from(depositRecords)
      .where(
        and(
          eq(depositRecords.paymentMethodId, watch.paymentMethodId),
          inArray(depositRecords.status, ['seen', 'credited', 'held']),
        ),
      );
    const memberAddresses = paid.flatMap((row) => (row.address ? [row.address] : []));
    const perMicro = unitsPerMicro(watch.decimals);
    const read = async (addresses: string[]) => {
      const balances: { address: string; balance: bigint }[] = [];
      for (let start = 0; start < addresses.length; start += READS_AT_ONCE) {
        const part = addresses.slice(start, start + READS_AT_ONCE);
        const units = await watch.reader.balancesOf(watch.token, part.map(accountIdOf), block);
        for (const [i, balance] of units.entries())
          balances.push({ address: part[i]!, balance: balance / perMicro });
      }
      return balances;
    };
    out.push({
      network,
      method: `USDT ${network}`,
      token: addressFromAccountId(network, watch.token),
      block,
      deposits: await read(memberAddresses),
      treasury: await read(chains.treasury[network] ?? []),
    });
  }
  return out;
}

const sumOf = (balances: { balance: bigint }[]) => balances.reduce((n, b) => n + b.balance, 0n);

/** The holdings per method, as the liabilities report shows them beside what members are owed. */
export async function chainHoldings(
  db: Db,
  chains: Chains,
): Promise<{ holdings: ChainHolding[]; total: bigint }> {
  const holdings: ChainHolding[] = [];
  let total = 0n;
  for (const chain of await readHoldings(db, chains)) {
    const onDeposits = sumOf(chain.deposits);
    const onTreasury = sumOf(chain.treasury);
    total += onDeposits + onTreasury;
    holdings.push({
      method: chain.method,
      block: chain.block.toString(),
      addresses: chain.deposits.length + chain.treasury.length,
      deposit_addresses: fromMicros(onDeposits),
      treasury: fromMicros(onTreasury),
      total: fromMicros(onDeposits + onTreasury),
    });
  }
  return { holdings, total };
}
