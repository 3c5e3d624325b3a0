import type { TreasuryAddress } from '../../../api/operatorReserves';

export const ADDRESSES_FAILED = 'The treasury addresses could not be loaded.';
export const PROVE_FAILED = 'The proof could not be imported. Please try again.';

/** Where the server reads each network's declared treasury addresses from. */
export const TREASURY_SETTINGS = { BEP20: 'BEP20_TREASURY', TRC20: 'TRC20_TREASURY' } as const;

/** The one instruction an operator needs, the same for both networks, saying each wallet's own call. */
export const SIGNING_INSTRUCTIONS =
  "Sign this message offline with the wallet that holds the address's key: personal_sign (EIP-191) in a BSC wallet, signMessageV2 in a TRON wallet. Paste the signature here. Tessera never asks for a key.";

/**
 * The message offered for signing. It names the address, as the server requires, and the day, so an old
 * signature is not mistaken for a fresh one.
 */
export const suggestedMessage = (treasury: Pick<TreasuryAddress, 'address' | 'network'>, day: string) =>
  `Tessera proof of reserves: the platform controls ${treasury.address} on ${treasury.network}. ${day}`;

/** What a wallet's personal_sign or signMessageV2 returns: 65 bytes of hex, with or without 0x. */
const SIGNATURE = /^(0x)?[0-9a-fA-F]{130}$/;

export type ProofField = 'message' | 'signature';
export type ProofProblems = Partial<Record<ProofField, string>>;

/** The checks worth making before the server's: an empty message, a signature no wallet would have made. */
export function proofProblems(message: string, signature: string): ProofProblems {
  const problems: ProofProblems = {};
  if (!message.trim()) problems.message = 'Write the message that was signed.';
  if (!signature) problems.signature = 'Paste the signature the wallet returned.';
  else if (!SIGNATURE.test(signature))
    problems.signature = 'signature must be 65 bytes of hex (r, s, v), as a wallet signs';
  return problems;
}
