import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import {
  accountIdOf,
  addressFromAccountId,
  decodeTronAddress,
  depositAddress,
  evmAddress,
  parseDepositXpub,
  tronAddress,
} from '../../server/deposits/addresses';
import { DEMO_XPUB_FILE, loadOrCreateDemoXpub, resolveDepositXpub } from '../../server/deposits/demoKey';

/** Private key 1: its public key is the curve generator, whose addresses are published everywhere. */
const generator = secp256k1.Point.BASE.toBytes(true);
const generatorAccount = '7e5f4552091a69125d5dfcb7b8c2659029395bdf';

/** BIP32 test vector 1: seed 000102…0f, chain m/0H, as printed in the BIP32 specification. */
const vector1Seed = hexToBytes('000102030405060708090a0b0c0d0e0f');
const vector1Xpub =
  'xpub68Gmy5EdvgibQVfPdqkBBCHxA5htiqg55crXYuXoQRKfDBFA1WEjWgP6LHhwBZeNK1VTsfTFUHCdrfp1bgwQ9xv5ski8PX9rL2dZXvgGDnw';
const vector1Xprv =
  'xprv9uHRZZhk6KAJC1avXpDAp4MDc3sQKNxDiPvvkX8Br5ngLNv1TxvUxt4cV1rGL5hj6KCesnDYUhd7oWgT11eZG7XnxHrnYeSvkzY7d2bhkJ7';

describe('deposit addresses', () => {
  it('gives private key 1 its well-known EIP-55 checksummed BEP20 address', () => {
    expect(evmAddress(generator)).toBe('0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf');
    expect(evmAddress(secp256k1.Point.BASE.toBytes(false))).toBe(
      '0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf',
    );
  });

  it('gives the same key a TRON address that starts with T and holds 0x41 plus the same 20 bytes', () => {
    const address = tronAddress(generator);
    expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(bytesToHex(decodeTronAddress(address))).toBe(`41${generatorAccount}`);
    expect(address).toBe('TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC');
  });

  it('refuses a TRON address with one character changed, because its checksum no longer matches', () => {
    const address = tronAddress(generator);
    const swapped = address.at(-1) === 'A' ? 'B' : 'A';
    const corrupted = `${address.slice(0, -1)}${swapped}`;
    expect(() => createBase58check(sha256).decode(corrupted)).toThrow();
    expect(() => decodeTronAddress(corrupted)).toThrow();
  });

  it('reads the BIP32 test vector xpub and derives stable, distinct addresses on each network branch', () => {
    expect(HDKey.fromMasterSeed(vector1Seed).derive("m/0'").publicExtendedKey).toBe(vector1Xpub);
    const key = parseDepositXpub(vector1Xpub);
    const bep20 = depositAddress(key, 'BEP20', 0);
    const trc20 = depositAddress(key, 'TRC20', 0);
    // Pinned, because a change of derivation path would silently move every member's address.
    expect(bep20).toBe(
      evmAddress(HDKey.fromMasterSeed(vector1Seed).derive("m/0'/0/0").publicKey as Uint8Array),
    );
    expect(trc20).toBe(
      tronAddress(HDKey.fromMasterSeed(vector1Seed).derive("m/0'/1/0").publicKey as Uint8Array),
    );
    expect(bep20).toBe('0x5CA9e80822b6d2F72Bdd7E4C1DfE0B883B175c9B');
    expect(trc20).toBe('TBG2dPJKBPcA4gJEUiyZsE7vRjP8MD4vxN');
    expect(bytesToHex(decodeTronAddress(trc20)).slice(2)).not.toBe(bep20.slice(2).toLowerCase());
  });

  it('gives a member the same address every time and 200 members 200 different addresses', () => {
    const key = parseDepositXpub(vector1Xpub);
    for (const network of ['BEP20', 'TRC20'] as const) {
      const addresses = Array.from({ length: 200 }, (_, index) => depositAddress(key, network, index));
      expect(new Set(addresses).size).toBe(200);
      expect(depositAddress(vector1Xpub, network, 137)).toBe(addresses[137]);
    }
  });

  it('refuses a member index that is negative, fractional or in the hardened range', () => {
    const key = parseDepositXpub(vector1Xpub);
    for (const index of [-1, 1.5, 2 ** 31, Number.NaN]) {
      expect(() => depositAddress(key, 'BEP20', index)).toThrow(/memberIndex/);
    }
    expect(depositAddress(key, 'BEP20', 2 ** 31 - 1)).toMatch(/^0x[0-9a-fA-F]{40}$/);
  });

  it('accepts a testnet tpub', () => {
    const tpub = HDKey.fromMasterSeed(vector1Seed, { public: 0x043587cf, private: 0x04358394 }).derive(
      "m/0'",
    ).publicExtendedKey;
    expect(tpub.startsWith('tpub')).toBe(true);
    expect(depositAddress(tpub, 'BEP20', 0)).toBe(depositAddress(vector1Xpub, 'BEP20', 0));
  });
});

describe('DEPOSIT_XPUB', () => {
  function configError(value: string): string {
    try {
      loadConfig({ DEPOSIT_XPUB: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('loadConfig accepted the value');
  }

  it('is optional and kept when it is an xpub', () => {
    expect(loadConfig({}).depositXpub).toBeUndefined();
    expect(loadConfig({ DEPOSIT_XPUB: ` ${vector1Xpub} ` }).depositXpub).toBe(vector1Xpub);
  });

  it('refuses an extended private key, saying the server must never hold one, without echoing it', () => {
    const message = configError(vector1Xprv);
    expect(message).toMatch(/DEPOSIT_XPUB must be/);
    expect(message).toMatch(/must never hold a private key/);
    expect(message).not.toContain(vector1Xprv.slice(0, 20));
  });

  it('refuses text that is not an extended key', () => {
    expect(configError('not-a-key')).toMatch(/DEPOSIT_XPUB must be a BIP32 extended public key/);
    expect(configError(`${vector1Xpub.slice(0, -1)}x`)).toMatch(/DEPOSIT_XPUB must be/);
  });
});

describe('demo deposit key', () => {
  const dirs: string[] = [];
  const scratch = () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-deposit-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is created once, readable only by its owner, holds only an xpub, and is reused afterwards', () => {
    const dataDir = join(scratch(), 'data');
    const first = loadOrCreateDemoXpub(dataDir);
    const path = join(dataDir, DEMO_XPUB_FILE);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const text = readFileSync(path, 'utf8');
    expect(text.trim()).toBe(first);
    expect(text).toMatch(/^xpub[1-9A-HJ-NP-Za-km-z]+\n$/);
    expect(text).not.toMatch(/prv/);
    expect(parseDepositXpub(first).privateKey).toBeNull();
    expect(loadOrCreateDemoXpub(dataDir)).toBe(first);
    expect(resolveDepositXpub({ dataDir, depositXpub: undefined })).toEqual({ xpub: first, demo: true });
  });

  it('is not created when DEPOSIT_XPUB is set', () => {
    const dataDir = scratch();
    expect(resolveDepositXpub({ dataDir, depositXpub: vector1Xpub })).toEqual({
      xpub: vector1Xpub,
      demo: false,
    });
    expect(() => statSync(join(dataDir, DEMO_XPUB_FILE))).toThrow();
  });

  it('stops the start when the key file was replaced by a private key', () => {
    const dataDir = scratch();
    writeFileSync(join(dataDir, DEMO_XPUB_FILE), `${vector1Xprv}\n`);
    expect(() => loadOrCreateDemoXpub(dataDir)).toThrow(
      /deposit-xpub\.txt is damaged.*never hold a private key/,
    );
  });
});

describe('account ids of addresses issued before they were stored', () => {
  it('are filled by the migration as the watcher reads them: lower-case hex on BEP20, decoded base58 on TRC20', async () => {
    const migration = readFileSync(
      join(import.meta.dirname, '../../server/db/migrations/0025_deposit_account_ids.sql'),
      'utf8',
    );
    const statements = migration.split('--> statement-breakpoint');
    const fill = statements.filter((s) => /CREATE FUNCTION|UPDATE|DROP FUNCTION/.test(s));
    expect(fill).toHaveLength(3);
    const key = parseDepositXpub(vector1Xpub);
    const issued = [0, 1, 7, 255, 65_536, 2_147_483_647].flatMap((index) => [
      depositAddress(key, 'BEP20', index),
      depositAddress(key, 'TRC20', index),
    ]);
    // Leading zero bytes are where a base58 decoder goes wrong: key 1's TRON address has none, these do.
    issued.push(addressFromAccountId('TRC20', `0x${'00'.repeat(19)}01`));
    issued.push(addressFromAccountId('TRC20', `0x00${'ff'.repeat(19)}`));
    issued.push(addressFromAccountId('BEP20', `0x${'00'.repeat(20)}`));

    const db = await PGlite.create();
    try {
      await db.exec('create table member_deposit_addresses (address text not null, account_id text)');
      for (const address of issued)
        await db.query('insert into member_deposit_addresses (address) values ($1)', [address]);
      for (const statement of fill) await db.exec(statement);
      const { rows } = await db.query<{ address: string; account_id: string }>(
        'select address, account_id from member_deposit_addresses',
      );
      expect(rows).toEqual(issued.map((address) => ({ address, account_id: accountIdOf(address) })));
    } finally {
      await db.close();
    }
  });
});
