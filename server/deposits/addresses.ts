import { secp256k1 } from '@noble/curves/secp256k1.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';
import { HDKey } from '@scure/bip32';

export const depositNetworks = ['BEP20', 'TRC20'] as const;
export type DepositNetwork = (typeof depositNetworks)[number];

/**
 * One branch per network under the configured account key: BEP20 → <xpub>/0/<memberIndex>, TRC20 →
 * <xpub>/1/<memberIndex>. Separate branches keep the two networks from ever sharing an address, and let the
 * operator's wallet watch each branch as its own account. Only non-hardened steps are possible from a public
 * key, which is the point: the server derives addresses but can never spend from them.
 */
const networkBranch: Record<DepositNetwork, number> = { BEP20: 0, TRC20: 1 };

/** Highest member index + 1: indices at or above 2^31 would be hardened, which needs a private key. */
export const MEMBER_INDEX_LIMIT = 0x8000_0000;

export class DepositKeyError extends Error {
  override name = 'DepositKeyError';
}

const base58check = createBase58check(sha256);

/** BIP32 version bytes (mainnet xpub/xprv, testnet tpub/tprv); SLIP-132 variants are not needed for EVM or TRON. */
const keyVersions = [
  { public: 0x0488b21e, private: 0x0488ade4 },
  { public: 0x043587cf, private: 0x04358394 },
];

const EXTENDED_KEY_LENGTH = 78;
/** Offset of the key data: version 4 + depth 1 + parent fingerprint 4 + child number 4 + chain code 32. */
const KEY_DATA_OFFSET = 45;

/** Messages completing "DEPOSIT_XPUB must be …", so config validation and this parser say the same thing. */
export const depositKeyProblems = {
  malformed: 'a BIP32 extended public key starting with xpub or tpub',
  private:
    'an extended PUBLIC key (xpub or tpub), not a private key: the server must never hold a private key. ' +
    "Export the account's xpub from a wallet the server never holds",
} as const;

/**
 * Reads an operator-supplied extended public key. A private key is refused outright, even though the
 * library could use it, because a server that holds one can be robbed of every member's deposits.
 */
export function parseDepositXpub(text: string): HDKey {
  const trimmed = text.trim();
  let payload: Uint8Array;
  try {
    payload = base58check.decode(trimmed);
  } catch {
    throw new DepositKeyError(depositKeyProblems.malformed);
  }
  if (payload.length !== EXTENDED_KEY_LENGTH) throw new DepositKeyError(depositKeyProblems.malformed);
  // Checked on the key bytes, not the prefix, so yprv/zprv and other private variants are refused too.
  if (payload[KEY_DATA_OFFSET] === 0) throw new DepositKeyError(depositKeyProblems.private);
  const version = new DataView(payload.buffer, payload.byteOffset, 4).getUint32(0);
  const versions = keyVersions.find((candidate) => candidate.public === version);
  if (!versions) throw new DepositKeyError(depositKeyProblems.malformed);
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(trimmed, versions);
  } catch {
    throw new DepositKeyError(depositKeyProblems.malformed);
  }
  if (key.privateKey !== null || key.publicKey === null)
    throw new DepositKeyError(depositKeyProblems.private);
  return key;
}

/** The 20-byte account id shared by EVM and TRON: last 20 bytes of keccak256 of the uncompressed point. */
function accountId(publicKey: Uint8Array): Uint8Array {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

/** EIP-55 checksummed address: a hex letter is upper-case when its nibble of keccak256(lowercase hex) is ≥ 8. */
export function evmAddress(publicKey: Uint8Array): string {
  return checksummed(bytesToHex(accountId(publicKey)));
}

function checksummed(hex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(hex)));
  let out = '0x';
  for (let i = 0; i < hex.length; i++) {
    out += Number.parseInt(hash.charAt(i), 16) >= 8 ? hex.charAt(i).toUpperCase() : hex.charAt(i);
  }
  return out;
}

const TRON_PREFIX = 0x41;

/** TRON address: 0x41 + the EVM account id, base58check with a double-SHA256 checksum, so always 'T…'. */
export function tronAddress(publicKey: Uint8Array): string {
  const body = new Uint8Array(21);
  body[0] = TRON_PREFIX;
  body.set(accountId(publicKey), 1);
  return base58check.encode(body);
}

/** Decodes a TRON address to its 21 bytes (0x41 + account id); throws when the checksum does not match. */
export function decodeTronAddress(address: string): Uint8Array {
  const body = base58check.decode(address);
  if (body.length !== 21 || body[0] !== TRON_PREFIX) throw new Error('Not a TRON address');
  return body;
}

/** The member's deposit address on a network; the same key, network and index always give the same address. */
export function depositAddress(xpub: HDKey | string, network: DepositNetwork, memberIndex: number): string {
  const key = typeof xpub === 'string' ? parseDepositXpub(xpub) : xpub;
  if (!Number.isSafeInteger(memberIndex) || memberIndex < 0 || memberIndex >= MEMBER_INDEX_LIMIT) {
    throw new RangeError(`memberIndex must be an integer from 0 to ${MEMBER_INDEX_LIMIT - 1}`);
  }
  const child = key.deriveChild(networkBranch[network]).deriveChild(memberIndex);
  if (!child.publicKey) throw new DepositKeyError(depositKeyProblems.malformed);
  return network === 'BEP20' ? evmAddress(child.publicKey) : tronAddress(child.publicKey);
}

/**
 * A 20-byte account id as logs carry it (`0x` + 40 hex digits), written the way Tessera shows that network's
 * addresses to members: EIP-55 on BEP20, base58 `T…` on TRC20.
 */
export function addressFromAccountId(network: DepositNetwork, accountHex: string): string {
  const id = hexToBytes(accountHex.slice(2));
  if (id.length !== 20) throw new Error('An account id is 20 bytes');
  if (network === 'TRC20') {
    const body = new Uint8Array(21);
    body[0] = TRON_PREFIX;
    body.set(id, 1);
    return base58check.encode(body);
  }
  return checksummed(bytesToHex(id));
}

/** The 20-byte account id of an address of either network, as `0x` + lower-case hex (how JSON-RPC takes it). */
export function accountIdOf(address: string): `0x${string}` {
  if (address.startsWith('T')) return `0x${bytesToHex(decodeTronAddress(address).subarray(1))}`;
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) throw new Error(`Not an address: ${address}`);
  return `0x${address.slice(2).toLowerCase()}`;
}
