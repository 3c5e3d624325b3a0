import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { type DevChain, startDevChain } from '../../server/chain/devChain';
import { freePort } from './serverProcess';

/** The BIP32 test vector's account key: addresses derived from it are issued to the test members. */
export const TEST_XPUB =
  'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';

/** USDT on BSC has 18 decimals: `units(1)` is one USDT in base units. */
export const units = (whole: number | string) => BigInt(Math.round(Number(whole) * 1e6)) * 10n ** 12n;

/**
 * One development chain for the test file, started before its tests and stopped after them; with
 * `rewindEachTest`, every test starts from the same chain (what one mined is rewound before the next).
 */
export function devChainForFile(options: { rewindEachTest?: boolean } = {}): () => DevChain {
  let chain: DevChain | undefined;
  let snapshot = '';
  beforeAll(async () => {
    chain = await startDevChain({ port: await freePort() });
  }, 120_000);
  afterAll(async () => {
    await chain?.stop();
  });
  if (options.rewindEachTest) {
    beforeEach(async () => {
      snapshot = (await chain?.snapshot()) ?? '';
    });
    afterEach(async () => {
      if (snapshot) await chain?.revert(snapshot);
    });
  }
  return () => {
    if (!chain) throw new Error('the development chain is used outside a test');
    return chain;
  };
}
