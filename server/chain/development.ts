import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { keccak256, toBytes } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Db } from '../db/client';
import { chainBlocks, chainCursors } from '../db/schema';
import { accountIdOf, type DepositNetwork } from '../deposits/addresses';
import { dropSeen } from '../deposits/seen';
import type { ChainWatch } from '../deposits/watcher';
import { proveAddress } from '../proofOfReserves/addressOwnership';
import { readOwed } from '../proofOfReserves/snapshots';
import { type Chains, chainMethodIds, unitsPerMicro } from './chains';
import { startDevChain } from './devChain';
import { jsonRpcReader } from './reader';

/** The development chain mines a block every second, as the faucet's deposits need blocks to be confirmed. */
const BLOCK_INTERVAL_MS = 1_000;

export interface DevelopmentChains {
  chains: Chains;
  rpcUrl: string;
  /**
   * Funds the development treasury with what the ledger owes members now, and proves its control with a
   * message its key signs (see developmentTreasury).
   */
  fundTreasury(db: Db): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The development chain's treasury. Its key is public, here in the source: it holds test USDT on a chain that
 * lives as long as the process, and nothing else. The chain starts empty on every start while the demo's
 * ledger (its deposits recorded off the chain) owes members from the first; the treasury is funded with what
 * is owed at start, so the demo's proof of reserves reads as a funded platform's would, and its control is
 * proven the way an operator proves a real one: a message signed with its key, checked by the server.
 */
const developmentTreasury = privateKeyToAccount(keccak256(toBytes('tessera development treasury')));

/**
 * The development chain of `npm start`: a local EVM node with a test USDT for each network (18 decimals as
 * on BSC, 6 as on TRON), watched like real chains, and a faucet that pays a member's deposit address from
 * the chain's funded account. TRC20 here is the same EVM chain read through TRON's addresses: the watcher
 * and the address conversion are the real ones, only the node is not TRON's.
 */
export async function startDevelopmentChains(options: {
  port: number;
  dataDir: string;
  confirmations: Record<DepositNetwork, number>;
  minimumUsdt: Record<DepositNetwork, number>;
}): Promise<DevelopmentChains> {
  const chain = await startDevChain({
    port: options.port,
    blockIntervalMs: BLOCK_INTERVAL_MS,
    decimals: 18,
    compileCacheDir: join(options.dataDir, 'chain'),
  });
  try {
    const tron = await chain.deployToken({ name: 'Test Tether USD (TRC20)', symbol: 'USDT', decimals: 6 });
    const head = await chain.blockNumber();
    const tokens: Record<DepositNetwork, { token: `0x${string}`; decimals: number }> = {
      BEP20: { token: chain.token, decimals: 18 },
      TRC20: { token: tron, decimals: 6 },
    };
    const watch = (network: DepositNetwork): ChainWatch => ({
      paymentMethodId: chainMethodIds[network],
      network,
      reader: jsonRpcReader(chain.rpcUrl),
      token: tokens[network].token,
      decimals: tokens[network].decimals,
      confirmations: options.confirmations[network],
      startBlock: head + 1n,
      minimum: BigInt(options.minimumUsdt[network]) * 1_000_000n,
      maxRange: 2_000n,
    });
    const chains: Chains = {
      watches: { BEP20: watch('BEP20'), TRC20: watch('TRC20') },
      // The faucet's account is the chain's, not the platform's: the platform holds what members deposit and
      // what its treasury holds.
      treasury: { BEP20: [developmentTreasury.address] },
      // Answered once the transfer is in a block (within a second), so a Sync Balance pressed next finds it.
      faucet: async (network, to, micros) => {
        const hash = await chain.transfer(
          accountIdOf(to),
          micros * unitsPerMicro(tokens[network].decimals),
          tokens[network].token,
        );
        await chain.mined(hash);
        return hash;
      },
    };
    const fundTreasury = async (db: Db) => {
      const { owed } = await readOwed(db);
      const micros = owed.reduce((sum, member) => sum + member.balance, 0n);
      if (micros > 0n) {
        await chain.mined(
          await chain.transfer(developmentTreasury.address, micros * unitsPerMicro(tokens.BEP20.decimals)),
        );
        // Final at once, so the first snapshot of this start reads it.
        await chain.mine(options.confirmations.BEP20);
      }
      const message = `Tessera development treasury: the platform controls ${developmentTreasury.address} on BEP20.`;
      await proveAddress(
        db,
        chains,
        {
          network: 'BEP20',
          address: developmentTreasury.address,
          message,
          signature: await developmentTreasury.signMessage({ message }),
        },
        { operatorId: null, keyId: null },
        new Date(),
      );
    };
    return { chains, rpcUrl: chain.rpcUrl, fundTreasury, stop: () => chain.stop() };
  } catch (error) {
    await chain.stop();
    throw error;
  }
}

/**
 * The development chain starts empty on every start: the watchers' positions on the last one are forgotten,
 * and its deposits still waiting for confirmations can never get them.
 */
export async function forgetDevelopmentChain(db: Db): Promise<void> {
  const methods = Object.values(chainMethodIds);
  await db.transaction(async (tx) => {
    await tx.delete(chainBlocks).where(inArray(chainBlocks.paymentMethodId, methods));
    await tx.delete(chainCursors).where(inArray(chainCursors.paymentMethodId, methods));
    for (const method of methods) await dropSeen(tx, method, sql`true`);
  });
}
