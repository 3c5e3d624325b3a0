import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { chainBlocks, chainCursors, deposits } from '../db/schema';
import { accountIdOf, type DepositNetwork } from '../deposits/addresses';
import type { ChainWatch } from '../deposits/watcher';
import { type Chains, chainMethodIds, unitsPerMicro } from './chains';
import { startDevChain } from './devChain';
import { jsonRpcReader } from './reader';

/** The development chain mines a block every second, as the faucet's deposits need blocks to be confirmed. */
const BLOCK_INTERVAL_MS = 1_000;

export interface DevelopmentChains {
  chains: Chains;
  rpcUrl: string;
  stop(): Promise<void>;
}

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
      // The faucet's account is the chain's, not the platform's: the platform holds what members deposit.
      treasury: {},
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
    return { chains, rpcUrl: chain.rpcUrl, stop: () => chain.stop() };
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
    await tx
      .update(deposits)
      .set({ status: 'dropped' })
      .where(and(inArray(deposits.paymentMethodId, methods), eq(deposits.status, 'seen')));
  });
}
