import { eq } from 'drizzle-orm';
import { concat, type Hex, hashMessage, keccak256, recoverAddress, toBytes } from 'viem';
import type { AddressProofBody, TreasuryAddress } from '../../src/api/contract';
import type { Chains } from '../chain/chains';
import type { DbOrTx } from '../db/client';
import { operators, treasuryAddressProofs } from '../db/schema';
import { accountIdOf, addressFromAccountId, type DepositNetwork } from '../deposits/addresses';
import { partyOf } from '../services/approvals';
import { fieldError } from '../services/errors';
import type { AuditActor } from '../services/operator';

/** What TRON wallets put before a message they sign (TronWeb's `signMessageV2`), as Ethereum's EIP-191 does. */
const TRON_MESSAGE_PREFIX = '\x19TRON Signed Message:\n';

/** The digest a wallet of the network signs for a text message. */
export function messageDigest(network: DepositNetwork, message: string): Hex {
  if (network === 'BEP20') return hashMessage(message);
  const bytes = toBytes(message);
  return keccak256(concat([toBytes(TRON_MESSAGE_PREFIX), toBytes(String(bytes.length)), bytes]));
}

/** The address whose key made `signature` over `message`, written as the network writes addresses. */
export async function signerOf(network: DepositNetwork, message: string, signature: string): Promise<string> {
  const hex = (signature.startsWith('0x') ? signature : `0x${signature}`) as Hex;
  const signer = await recoverAddress({ hash: messageDigest(network, message), signature: hex });
  return addressFromAccountId(network, signer);
}

const sameAddress = (a: string, b: string) => accountIdOf(a) === accountIdOf(b);

/** The declared treasury address of the network equal to `address`, as it is declared. */
function declared(chains: Chains | undefined, network: DepositNetwork, address: string): string | undefined {
  let wanted: string;
  try {
    wanted = accountIdOf(address);
  } catch {
    throw fieldError('address', `${address} is not a ${network} address`);
  }
  return (chains?.treasury[network] ?? []).find((own) => accountIdOf(own) === wanted);
}

/**
 * Imports a signed message that proves control of a declared treasury address: the message must name the
 * address, and the signature must recover to it. Nothing is kept when either fails, and a newer proof of an
 * address replaces the older.
 */
export async function proveAddress(
  tx: DbOrTx,
  chains: Chains | undefined,
  body: AddressProofBody,
  by: AuditActor,
  now: Date,
): Promise<TreasuryAddress> {
  const address = declared(chains, body.network, body.address);
  if (!address) {
    throw fieldError(
      'address',
      `${body.address} is not a declared ${body.network} treasury address (${body.network}_TREASURY)`,
    );
  }
  const named =
    body.network === 'BEP20'
      ? body.message.toLowerCase().includes(address.toLowerCase())
      : body.message.includes(address);
  if (!named) throw fieldError('message', `The message must name the address it proves: ${address}`);
  let signer: string;
  try {
    signer = await signerOf(body.network, body.message, body.signature);
  } catch {
    throw fieldError('signature', 'The signature cannot be read: it is not a signature of this message');
  }
  if (!sameAddress(signer, address)) {
    throw fieldError(
      'signature',
      `The signature was made by ${signer}, not by ${address}: sign the message with the treasury address's key`,
    );
  }
  const row = {
    network: body.network,
    address,
    message: body.message,
    signature: body.signature.startsWith('0x') ? body.signature : `0x${body.signature}`,
    provenAt: now,
    provenBy: partyOf(by),
    provenByOperatorId: by.operatorId,
  };
  await tx
    .insert(treasuryAddressProofs)
    .values(row)
    .onConflictDoUpdate({ target: [treasuryAddressProofs.network, treasuryAddressProofs.address], set: row });
  const [view] = (await treasuryAddresses(tx, chains)).filter(
    (t) => t.network === body.network && t.address === address,
  );
  return view!;
}

/** Every declared treasury address, with its proof of control if one was imported. */
export async function treasuryAddresses(db: DbOrTx, chains: Chains | undefined): Promise<TreasuryAddress[]> {
  const proofs = await db
    .select({ proof: treasuryAddressProofs, operator: operators.username })
    .from(treasuryAddressProofs)
    .leftJoin(operators, eq(operators.id, treasuryAddressProofs.provenByOperatorId));
  const out: TreasuryAddress[] = [];
  for (const [network, addresses] of Object.entries(chains?.treasury ?? {}) as [DepositNetwork, string[]][]) {
    for (const address of addresses) {
      const found = proofs.find((p) => p.proof.network === network && sameAddress(p.proof.address, address));
      out.push({
        network,
        address,
        proven: found !== undefined,
        ownership: found
          ? {
              message: found.proof.message,
              signature: found.proof.signature,
              proven_at: found.proof.provenAt.toISOString(),
            }
          : null,
        proven_by: found ? (found.operator ?? 'operator key') : null,
      });
    }
  }
  return out;
}

/** The proofs of the given network's addresses, by account id, for the published snapshots. */
export async function ownershipOf(db: DbOrTx, network: string) {
  const rows = await db
    .select()
    .from(treasuryAddressProofs)
    .where(eq(treasuryAddressProofs.network, network));
  return new Map(
    rows.map((row) => [
      accountIdOf(row.address),
      { message: row.message, signature: row.signature, proven_at: row.provenAt.toISOString() },
    ]),
  );
}
