import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DevChain } from '../../server/chain/devChain';
import type { Db } from '../../server/db/client';
import {
  accountIdOf,
  addressFromAccountId,
  depositAddress,
  evmAddress,
  parseDepositXpub,
} from '../../server/deposits/addresses';

/**
 * The data of the chain scan benchmark: members with issued BEP20 deposit addresses in a scratch database,
 * and a development chain whose token pays them (and some addresses Tessera never issued) in batches.
 */

/** The BIP32 test vector's account key, as the watcher's tests use it. */
export const XPUB =
  'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
export const BEP20 = 2;

type Rows<T> = { rows: T[] };
const USERS_BATCH = 100_000;
const ADDRESS_BATCH = 50_000;

/** Every tenth transfer pays an address never issued, as strangers' and mistaken transfers of the token do. */
export const strangerShare = 10;
export const isStranger = (transfer: number) => transfer % strangerShare === strangerShare - 1;
export const issuedTransfers = (transfers: number) => transfers - Math.floor(transfers / strangerShare);

/** A distinct, valid account id for a label: the first 20 bytes of its SHA-256. */
const accountFromLabel = (label: string): `0x${string}` =>
  `0x${createHash('sha256').update(label).digest('hex').slice(0, 40)}`;

/** Whether `database` already holds `addresses` members of which the first `derived` have real addresses. */
export async function generated(url: string, addresses: number, derived: number): Promise<boolean> {
  const db = new pg.Client({ connectionString: url });
  try {
    await db.connect();
    const { rows } = await db.query('select addresses, derived from chain_bench_data');
    return Number(rows[0]?.addresses) === addresses && Number(rows[0]?.derived) === derived;
  } catch {
    return false;
  } finally {
    await db.end().catch(() => {});
  }
}

export interface Generated {
  usersMs: number;
  deriveMs: number;
  fillerMs: number;
  insertMs: number;
}

/**
 * `addresses` members, each with a BEP20 deposit address. Members 1…`derived` (those the chain pays) get the
 * address derived from XPUB at their id, as Tessera issues it; the rest get distinct checksummed addresses made
 * from a hash, which costs 20 µs instead of 3.5 ms each and looks the same to the watcher, whose lookup is by
 * address. Users go in by INSERT … SELECT generate_series without sponsors (no team closure to build), the
 * addresses by INSERT … SELECT unnest in batches; a row in chain_bench_data marks the data complete.
 */
export async function createAddresses(
  db: Db,
  url: string,
  addresses: number,
  derived: number,
): Promise<Generated> {
  let started = performance.now();
  for (let from = 1; from <= addresses; from += USERS_BATCH) {
    const to = Math.min(addresses, from + USERS_BATCH - 1);
    // parent_id fills the binary placement tree, which allows one root and one member per slot.
    await db.execute(sql`insert into users (id, name, username, email, phone, country_id, password_hash,
        pin_hash, referral_id, parent_id, position, email_verified_at)
        overriding system value
      select k, 'Chain Member ' || k, 'chain' || k, 'chain' || k || '@example.test', '+15550000000', 46,
        'not-used', 'not-used', 'CM' || k,
        case when k = 1 then null else k / 2 end,
        case when k = 1 then null when k % 2 = 0 then 'L' else 'R' end, now()
      from generate_series(${from}::int, ${to}::int) k`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), ${addresses})`);
  const usersMs = performance.now() - started;

  // The branch key once, then one child per member: what depositAddress does, without deriving the branch
  // again for every member (half the time). Checked against depositAddress below.
  const branch = parseDepositXpub(XPUB).deriveChild(0);
  started = performance.now();
  const real: string[] = [];
  for (let k = 1; k <= derived; k++) {
    const key = branch.deriveChild(k).publicKey;
    if (!key) throw new Error(`no public key at index ${k}`);
    real.push(evmAddress(key));
  }
  const deriveMs = performance.now() - started;
  for (const k of [1, Math.ceil(derived / 2), derived].filter((k) => k >= 1)) {
    if (real[k - 1] !== depositAddress(XPUB, 'BEP20', k))
      throw new Error(`the address derived for member ${k} differs from depositAddress`);
  }

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let fillerMs = 0;
  let insertMs = 0;
  try {
    for (let from = 1; from <= addresses; from += ADDRESS_BATCH) {
      const to = Math.min(addresses, from + ADDRESS_BATCH - 1);
      started = performance.now();
      const ids: number[] = [];
      const batch: string[] = [];
      for (let k = from; k <= to; k++) {
        ids.push(k);
        batch.push(
          k <= derived
            ? real[k - 1]!
            : addressFromAccountId('BEP20', accountFromLabel(`tessera-bench-issued-${k}`)),
        );
      }
      fillerMs += performance.now() - started;
      started = performance.now();
      await client.query(
        `insert into member_deposit_addresses (user_id, payment_method_id, address, account_id, derivation_index)
         select k, $3, a, lower(a), k from unnest($1::int[], $2::text[]) as t(k, a)`,
        [ids, batch, BEP20],
      );
      insertMs += performance.now() - started;
    }
    await client.query('vacuum analyze users, member_deposit_addresses');
    await client.query(
      'create table chain_bench_data (addresses integer not null, derived integer not null)',
    );
    await client.query('insert into chain_bench_data values ($1, $2)', [addresses, derived]);
  } finally {
    await client.end();
  }
  return { usersMs, deriveMs, fillerMs, insertMs };
}

/** The account ids of members 1…`derived`, as the chain's transfers address them. */
export async function paidAccounts(db: Db, derived: number): Promise<Array<`0x${string}`>> {
  const { rows } = (await db.execute(sql`select address from member_deposit_addresses
    where payment_method_id = ${BEP20} and user_id <= ${derived} order by user_id`)) as unknown as Rows<{
    address: string;
  }>;
  return rows.map((r) => accountIdOf(r.address));
}

/** 10–1,000 USDT in 18-decimal base units, varied by transfer. */
export const amountOf = (transfer: number) =>
  BigInt(10 + ((transfer * 7919) % 991)) * 10n ** 18n + BigInt(transfer % 1000) * 10n ** 12n;

export interface PaidChain {
  token: `0x${string}`;
  firstBlock: bigint;
  lastBlock: bigint;
  transactions: number;
}

/**
 * `transfers` token transfers in batch transactions of `perTransaction` recipients, spread evenly over the
 * next `blocks` blocks (mined here): each transfer pays the next member in turn, or, one in ten, an address
 * never issued.
 */
export async function payOnChain(
  chain: DevChain,
  accounts: Array<`0x${string}`>,
  transfers: number,
  blocks: number,
  perTransaction: number,
): Promise<PaidChain> {
  const firstBlock = (await chain.blockNumber()) + 1n;
  const transactions = Math.ceil(transfers / perTransaction);
  let paid = 0;
  let mined = 0;
  for (let t = 0; t < transactions; t++) {
    const recipients: Array<{ to: `0x${string}`; amount: bigint }> = [];
    for (let j = t * perTransaction; j < Math.min(transfers, (t + 1) * perTransaction); j++) {
      const to = isStranger(j) ? accountFromLabel(`tessera-bench-stranger-${j}`) : accounts[paid++];
      if (to === undefined) throw new Error(`no issued address for transfer ${j}`);
      recipients.push({ to, amount: amountOf(j) });
    }
    await chain.batchTransfer(recipients);
    // Transactions that share a block wait in the mempool until the mine() that reaches their block.
    const through = Math.floor(((t + 1) * blocks) / transactions);
    if (through > mined) {
      await chain.mine(through - mined);
      mined = through;
    }
  }
  if (mined < blocks) await chain.mine(blocks - mined);
  return { token: chain.token, firstBlock, lastBlock: firstBlock + BigInt(blocks) - 1n, transactions };
}
