import { randomBytes } from 'node:crypto';
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { type Config, ConfigError } from '../config';
import { errorCode } from '../errors';
import { DepositKeyError, parseDepositXpub } from './addresses';

export const DEMO_XPUB_FILE = 'deposit-xpub.txt';

export const demoKeyWarning =
  'Deposit addresses come from a demo key generated on this machine. ' +
  'Production needs DEPOSIT_XPUB from a wallet the server never holds.';

/** Ethereum's BIP44 account path; any hardened account path works, this one matches common wallets. */
const DEMO_ACCOUNT_PATH = "m/44'/60'/0'";

/**
 * The demo deposit key: read from DATA_DIR/deposit-xpub.txt, or created there once. Only the public half
 * is written; the seed that produced it is dropped, so nobody, the server included, can spend what is sent
 * to a demo address. That is acceptable for a demo and the reason production must bring its own key.
 */
export function loadOrCreateDemoXpub(dataDir: string): string {
  const path = join(dataDir, DEMO_XPUB_FILE);
  let stored: string | undefined;
  try {
    stored = readFileSync(path, 'utf8').trim();
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (stored !== undefined) {
    try {
      parseDepositXpub(stored);
    } catch (error) {
      if (!(error instanceof DepositKeyError)) throw error;
      // Members' addresses were derived from this key, so a new one would silently move them all.
      throw new ConfigError(
        `${path} is damaged: it must hold ${error.message}. Restore it from a backup or set DEPOSIT_XPUB.`,
      );
    }
    return stored;
  }
  const xpub = HDKey.fromMasterSeed(randomBytes(32)).derive(DEMO_ACCOUNT_PATH).publicExtendedKey;
  mkdirSync(dataDir, { recursive: true });
  // Written aside, then linked into place: instances starting together on one data directory agree on the
  // first key published, and none ever reads a half-written file.
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${xpub}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(draft, 0o600);
  try {
    linkSync(draft, path);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    return loadOrCreateDemoXpub(dataDir);
  } finally {
    unlinkSync(draft);
  }
  return xpub;
}

/** The key deposit addresses come from: DEPOSIT_XPUB when set, else the demo key kept in DATA_DIR. */
export function resolveDepositXpub(config: Pick<Config, 'dataDir' | 'depositXpub'>): {
  xpub: string;
  demo: boolean;
} {
  if (config.depositXpub) return { xpub: config.depositXpub, demo: false };
  return { xpub: loadOrCreateDemoXpub(config.dataDir), demo: true };
}
