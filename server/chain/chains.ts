import type { ChainSettings, Config } from '../config';
import { accountIdOf, type DepositNetwork, depositNetworks } from '../deposits/addresses';
import type { ChainWatch } from '../deposits/watcher';
import { jsonRpcReader } from './reader';

/** The deposit methods the seed writes: USDT TRC20 is 1 and USDT BEP20 is 2 (migration 0002). */
export const chainMethodIds: Record<DepositNetwork, number> = { TRC20: 1, BEP20: 2 };

/** The watched chains of an instance, by network; a network missing here has no watcher. */
export interface Chains {
  watches: Partial<Record<DepositNetwork, ChainWatch>>;
  /** The platform's own addresses per network, counted in the holdings beside the members' deposit addresses. */
  treasury: Partial<Record<DepositNetwork, string[]>>;
  /** Set on the development chain only: sends its test USDT to an address, answering once it is in a block. */
  faucet?: (network: DepositNetwork, to: string, micros: bigint) => Promise<string>;
}

/** Token base units per micro-USDT: 10^12 for BSC's 18-decimal USDT, 1 for TRON's 6. */
export function unitsPerMicro(decimals: number): bigint {
  if (decimals < 6) throw new Error('A token with fewer than 6 decimals cannot be held in micro-USDT');
  return 10n ** BigInt(decimals - 6);
}

/** Blocks per `eth_getLogs` call: inside what BSC's and TRON's public endpoints accept. */
const MAX_RANGE = 2_000n;

/**
 * A watch from a network's settings; the start block is the chain's head at the first scan when none is
 * configured. Nothing is asked of the chain here, so an instance starts while its provider is down.
 */
export function watchOf(network: DepositNetwork, settings: ChainSettings): ChainWatch {
  const reader = jsonRpcReader(settings.rpcUrl);
  return {
    paymentMethodId: chainMethodIds[network],
    network,
    reader,
    token: accountIdOf(settings.token),
    decimals: settings.decimals,
    confirmations: settings.confirmations,
    startBlock: settings.startBlock ?? null,
    minimum: BigInt(settings.minimumUsdt) * 1_000_000n,
    maxRange: MAX_RANGE,
  };
}

/** The configured networks' watches (the development chain's are made by devChain.ts instead). */
export function chainsOf(config: Pick<Config, 'chains'>): Chains {
  const chains: Chains = { watches: {}, treasury: {} };
  for (const network of depositNetworks) {
    const settings = config.chains?.[network];
    if (!settings) continue;
    chains.watches[network] = watchOf(network, settings);
    chains.treasury[network] = settings.treasury;
  }
  return chains;
}

/** The watch of a deposit method, if its network is watched. */
export function watchOfMethod(chains: Chains | undefined, methodId: number): ChainWatch | undefined {
  return Object.values(chains?.watches ?? {}).find((watch) => watch.paymentMethodId === methodId);
}
