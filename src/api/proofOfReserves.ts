import { queryOptions } from '@tanstack/react-query';
import { apiBaseURL, apiGet } from './client';
import { fromMicros } from './contract/moneyRules';
import type { ProofCheck, ReserveProof } from './contract/proofOfReserves';
import type { MyReserveProofResponse, PublicReservesResponse } from './contract/reserveSnapshots';
import { unwrap } from './errors';

export type { ProofCheck, ReserveProof } from './contract/proofOfReserves';
export type {
  MyReserveProofResponse,
  PublicReservesResponse,
  ReserveChainHolding,
  ReserveSnapshot,
  ReserveSnapshotSummary,
} from './contract/reserveSnapshots';

export type PublicReserves = PublicReservesResponse['data'];
export type MyReserveProof = MyReserveProofResponse['data'];

/** What a member reads when nothing is published yet and the server's refusal says nothing more. */
export const NO_PROOF_PUBLISHED = 'No proof of reserves has been published yet';

/**
 * The published snapshots (GET proof-of-reserves), for anyone: sent without the session's token, so a
 * member's answer is the visitor's, and a token that has expired cannot sign anyone out of a public page.
 */
export const getPublicReserves = () => apiGet<PublicReservesResponse>('proof-of-reserves', { token: null });

/** The member's own leaf and branch in the newest published snapshot (GET proof-of-reserves/me). */
export const getMyReserveProof = () => apiGet<MyReserveProofResponse>('proof-of-reserves/me');

/** Where every address a published snapshot read downloads as CSV (GET proof-of-reserves/{id}/addresses.csv). */
export const reserveAddressesUrl = (snapshotId: number) =>
  `${apiBaseURL}/proof-of-reserves/${snapshotId}/addresses.csv`;

export const reserveKeys = {
  public: ['proof-of-reserves'] as const,
  mine: ['proof-of-reserves', 'me'] as const,
};

export const publicReservesQuery = () =>
  queryOptions({
    queryKey: reserveKeys.public,
    queryFn: () => unwrap(getPublicReserves()).then((response) => response.data),
  });

export const myReserveProofQuery = () =>
  queryOptions({
    queryKey: reserveKeys.mine,
    queryFn: () => unwrap(getMyReserveProof()).then((response) => response.data),
  });

/**
 * Checks a proof with the browser's own Web Crypto, by the rule every verifier shares
 * (contract/proofOfReserves). Never throws: a proof too broken to hash is a failed check with its reason.
 * The rule's code downloads when a member first asks for a check, not with the pages that read the snapshots.
 */
export async function verifyInBrowser(
  proof: ReserveProof,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<ProofCheck> {
  try {
    const { verifyReserveProof } = await import('./contract/proofOfReserves');
    return await verifyReserveProof(
      proof,
      async (bytes) => new Uint8Array(await subtle.digest('SHA-256', bytes)),
    );
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Micro-USDT in USDT with at least two places and every place that counts: 1608630000n → '1608.63'. */
export const usdtOfMicros = (micros: bigint): string => fromMicros(micros).replace(/(\.\d\d\d*?)0+$/, '$1');

/** The check in one sentence, as the member reads it: 'Verified: …' or 'Not verified: <reason>'. */
export function describeCheck(proof: Pick<ReserveProof, 'snapshot_id'>, check: ProofCheck): string {
  if (!check.ok) return `Not verified: ${check.reason}.`;
  return (
    `Verified: your balance of ${usdtOfMicros(check.balance)} USDT is included in snapshot ${proof.snapshot_id}, ` +
    `whose members were owed ${usdtOfMicros(check.total)} USDT in all.`
  );
}

/** The file a member downloads: exactly the proof, as the standalone verifier reads it. */
export const proofFileName = (proof: Pick<ReserveProof, 'snapshot_id'>) =>
  `tessera-proof-of-reserves-${proof.snapshot_id}.json`;

export const proofFile = (proof: ReserveProof): Blob =>
  new Blob([`${JSON.stringify(proof, null, 2)}\n`], { type: 'application/json' });
