import { amountMicros, fromMicros } from './contract/moneyRules';
import type { ReserveSubscription } from './contract/reserve';
import { drawMessage, drawProfitMicros, drawRatePpm, hexToBytes } from './contract/reserveDraw';

export type LogCheck = {
  id: number;
  /** The profit the rule gives from the revealed seed, 6 decimals. */
  expected: string;
  /** True when the profit on the page is exactly that. */
  verified: boolean;
};

export type ReservationCheck = {
  /** SHA-256 of the revealed seed equals the hash published at reservation. */
  seedMatches: boolean;
  logs: LogCheck[];
  /** Every traded item, and the seed, check out. */
  verified: boolean;
};

/** '1.5' percent → 15000 ppm, on digits so no float rounds it; null when it is not a percentage. */
export function percentToPpm(percent: string): number | null {
  const micros = amountMicros(percent);
  if (micros === null || micros % 100n !== 0n) return null;
  return Number(micros / 100n);
}

export const microsToDecimal = (micros: bigint): string => fromMicros(micros);

const toBuffer = (bytes: Uint8Array): ArrayBuffer => {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy.buffer;
};

async function sha256Hex(bytes: Uint8Array, subtle: SubtleCrypto): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', toBuffer(bytes)));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Reruns the draw of every traded item of a claimed reservation with the member's own Web Crypto: hashes the
 * revealed seed against the published seed_hash, then HMACs each log id with it (rule in contract/reserveDraw).
 * Null while the seed is still secret.
 */
export async function verifyReservation(
  subscription: Pick<ReserveSubscription, 'seed' | 'seed_hash' | 'package' | 'reserve_logs'>,
  subtle: SubtleCrypto = globalThis.crypto.subtle,
): Promise<ReservationCheck | null> {
  if (!subscription.seed) return null;
  const seed = hexToBytes(subscription.seed);
  const seedMatches = (await sha256Hex(seed, subtle)) === subscription.seed_hash.toLowerCase();
  const minPpm = percentToPpm(subscription.package.min_roi_percentage);
  const maxPpm = percentToPpm(subscription.package.roi_percentage);
  const key = await subtle.importKey('raw', toBuffer(seed), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const logs: LogCheck[] = [];
  for (const log of subscription.reserve_logs) {
    if (log.status === 0 || log.profit === null) continue;
    const amount = amountMicros(log.amount);
    const shown = amountMicros(log.profit);
    if (minPpm === null || maxPpm === null || amount === null) {
      logs.push({ id: log.id, expected: '', verified: false });
      continue;
    }
    const message = new TextEncoder().encode(drawMessage(log.id));
    const digest = new Uint8Array(await subtle.sign('HMAC', key, toBuffer(message)));
    const expected = drawProfitMicros(amount, drawRatePpm(digest, minPpm, maxPpm));
    logs.push({
      id: log.id,
      expected: microsToDecimal(expected),
      verified: seedMatches && shown === expected,
    });
  }
  return { seedMatches, logs, verified: seedMatches && logs.length > 0 && logs.every((l) => l.verified) };
}
