import { z } from 'zod';
import { type DepositNetwork, decodeTronAddress, depositNetworks } from '../deposits/addresses';
import { ConfigError, integerText, optional, urlWithScheme } from '../envRules';

/** How one network's chain is reached and read. */
export interface ChainSettings {
  /** <NET>_RPC_URL: a JSON-RPC endpoint (BSC: any node or provider; TRON: a full node's /jsonrpc). */
  rpcUrl: string;
  /** <NET>_TOKEN: the USDT contract (0x… on BSC, T… on TRON). */
  token: string;
  /** <NET>_CONFIRMATIONS, default 15 (BEP20) or 20 (TRC20). */
  confirmations: number;
  /** <NET>_START_BLOCK: the first block scanned on a new database; unset, the head at the first scan. */
  startBlock?: bigint;
  /** <NET>_DECIMALS, default 18 (BSC's USDT) or 6 (TRON's). */
  decimals: number;
  /** <NET>_MINIMUM_USDT, default 1: smaller deposits are held for an operator. */
  minimumUsdt: number;
  /** <NET>_TREASURY: the platform's own addresses, comma-separated, counted in the holdings. */
  treasury: string[];
}

/**
 * DEV_CHAIN (on/off) and DEV_CHAIN_PORT (default PORT + 5545): a development EVM chain started with the
 * server, with test USDT for both networks and a faucet. On by default with the embedded database when no RPC
 * URL is set; never with real chains.
 */
export interface DevChainSettings {
  port: number;
  /** <NET>_CONFIRMATIONS and <NET>_MINIMUM_USDT apply on the development chain too. */
  confirmations: Record<DepositNetwork, number>;
  minimumUsdt: Record<DepositNetwork, number>;
}

/** The parsed environment as far as the chains read it (each network's variables by name). */
type ChainEnv = Record<string, unknown> & {
  PORT: number;
  DATABASE_URL?: string;
  DEV_CHAIN?: 'on' | 'off';
  DEV_CHAIN_PORT?: number;
};

const addressOf = (network: DepositNetwork) =>
  z.string().refine(
    (value) => {
      if (network === 'BEP20') return /^0x[0-9a-fA-F]{40}$/.test(value);
      try {
        decodeTronAddress(value);
        return true;
      } catch {
        return false;
      }
    },
    network === 'BEP20' ? 'a 0x address of 40 hex digits' : 'a TRON address (T…)',
  );

/** A network's variables; each is optional, and the RPC URL decides whether the network is watched. */
export function chainVariables<N extends DepositNetwork>(network: N) {
  const defaults = chainDefaults[network];
  return {
    [`${network}_RPC_URL`]: optional(
      urlWithScheme(['http:', 'https:'], 'a URL starting with http:// or https://'),
    ),
    [`${network}_TOKEN`]: optional(addressOf(network)),
    [`${network}_CONFIRMATIONS`]: integerText(
      1,
      1000,
      defaults.confirmations,
      'a whole number from 1 to 1000',
    ),
    [`${network}_START_BLOCK`]: optional(z.string().regex(/^[0-9]{1,15}$/, 'a block number')),
    [`${network}_DECIMALS`]: integerText(6, 36, defaults.decimals, 'a whole number from 6 to 36'),
    [`${network}_MINIMUM_USDT`]: integerText(0, 1_000_000, 1, 'a whole number of USDT up to 1000000'),
    [`${network}_TREASURY`]: optional(
      z
        .string()
        .transform((list) =>
          list
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean),
        )
        .pipe(z.array(addressOf(network))),
    ),
  } as const;
}

/** BSC's USDT has 18 decimals and BSC's blocks come every few seconds; TRON's has 6, blocks every 3 s. */
const chainDefaults: Record<DepositNetwork, { confirmations: number; decimals: number }> = {
  BEP20: { confirmations: 15, decimals: 18 },
  TRC20: { confirmations: 20, decimals: 6 },
};

/** The watched networks, and whether the development chain starts (it never does beside a real chain). */
export function chainConfigOf(e: ChainEnv): {
  chains: Partial<Record<DepositNetwork, ChainSettings>>;
  devChain: DevChainSettings | null;
} {
  const chains: Partial<Record<DepositNetwork, ChainSettings>> = {};
  const missing: string[] = [];
  for (const network of depositNetworks) {
    const read = (name: string): unknown => Reflect.get(e, `${network}_${name}`);
    const rpcUrl = read('RPC_URL');
    if (typeof rpcUrl !== 'string') continue;
    const token = read('TOKEN');
    if (typeof token !== 'string') {
      missing.push(`${network}_TOKEN must be set when ${network}_RPC_URL is`);
      continue;
    }
    const start = read('START_BLOCK');
    const treasury = read('TREASURY');
    chains[network] = {
      rpcUrl,
      token,
      confirmations: Number(read('CONFIRMATIONS')),
      ...(typeof start === 'string' ? { startBlock: BigInt(start) } : {}),
      decimals: Number(read('DECIMALS')),
      minimumUsdt: Number(read('MINIMUM_USDT')),
      treasury: Array.isArray(treasury) ? treasury.map(String) : [],
    };
  }
  if (missing.length > 0) throw new ConfigError(`Invalid configuration: ${missing.join('; ')}`);
  const watched = Object.keys(chains).length > 0;
  if (e.DEV_CHAIN === 'on' && watched) {
    throw new ConfigError(
      'Invalid configuration: DEV_CHAIN must not be on when a network has an RPC URL: the development ' +
        "chain's test USDT would be mistaken for real deposits",
    );
  }
  const devChainOn = e.DEV_CHAIN === 'on' || (e.DEV_CHAIN === undefined && !watched && !e.DATABASE_URL);
  const port = e.DEV_CHAIN_PORT || Math.min(e.PORT + 5545, 65535);
  const perNetwork = (name: string) => ({
    BEP20: Number(Reflect.get(e, `BEP20_${name}`)),
    TRC20: Number(Reflect.get(e, `TRC20_${name}`)),
  });
  return {
    chains,
    devChain: devChainOn
      ? { port, confirmations: perNetwork('CONFIRMATIONS'), minimumUsdt: perNetwork('MINIMUM_USDT') }
      : null,
  };
}
