import type { Config } from '../config';
import { depositNetworks } from '../deposits/addresses';
import { type Chains, chainsOf } from './chains';
import { type DevelopmentChains, startDevelopmentChains } from './development';

/** A chain the start needs cannot be used; the message says what to change. */
export class ChainStartError extends Error {
  override name = 'ChainStartError';
}

/**
 * The configured chains, or the development chain when none is configured (config.devChain). A configured
 * chain is not asked anything here: its watcher reaches it once the instance runs, and says when it cannot.
 */
export async function openChains(config: Config): Promise<{ chains: Chains; devChain?: DevelopmentChains }> {
  const { devChain: settings } = config;
  if (!settings) return { chains: chainsOf(config) };
  try {
    const devChain = await startDevelopmentChains({ ...settings, dataDir: config.dataDir });
    return { chains: devChain.chains, devChain };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChainStartError(
      `The development chain could not start on port ${settings.port} (${reason}). ` +
        'Set DEV_CHAIN_PORT to a free port, or DEV_CHAIN=off to run without deposits from a chain.',
    );
  }
}

/** What the start-up lines say of the chains: the development chain and its faucet, or each watched one. */
export function chainLines(config: Config, devChain: DevelopmentChains | undefined): string[] {
  if (devChain) {
    return [
      `Chain: a development chain at ${devChain.rpcUrl} with test USDT (BEP20 and TRC20), a block a second;`,
      '  send a member test USDT with: npm run operator -- faucet <username> <amount> [method id]',
    ];
  }
  const watched = depositNetworks.filter((network) => config.chains?.[network]);
  if (watched.length === 0) return ["Chain: none; deposits come only from operators' records"];
  return watched.map((network) => {
    const settings = config.chains?.[network];
    const host = settings ? new URL(settings.rpcUrl).host : '';
    return `Chain: ${network} deposits watched through ${host}, ${settings?.confirmations} confirmations`;
  });
}
