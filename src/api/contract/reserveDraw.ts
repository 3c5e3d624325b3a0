/**
 * How a reserve trade's result is drawn, in one place the server and the member's browser both run. It imports
 * nothing (no validator, no crypto library): the caller computes the digests with its own SHA-256 and
 * HMAC-SHA256 (node:crypto on the server, Web Crypto in the browser) and this module turns them into the result.
 *
 * The rule, as the Reserve screen states it:
 * 1. At reservation the server picks a secret 32-byte seed and publishes `seed_hash` = SHA-256 of those 32
 *    bytes (not of their hex text), hex. The seed itself travels as 64 hex digits; hexToBytes gives the bytes.
 * 2. The result of the item (reserve log) with id L is drawn from d = HMAC-SHA256(key = seed, message = the
 *    decimal text of L). Its first 8 bytes, read as an unsigned big-endian integer x, give the rate
 *    r = min_roi_ppm + (x mod (max_roi_ppm − min_roi_ppm + 1)), in parts per million of the item's amount.
 *    (x has 64 bits and the span at most a million values, so the modulo favours no rate by more than 2^-44.)
 * 3. The profit is floor(item amount in micro-USDT × r / 1,000,000) micro-USDT.
 * 4. After the claim the seed is revealed; anyone can hash it, compare with `seed_hash`, and redo step 2–3.
 * The seed is fixed before any trade and the log ids when the collection is created, so the server cannot
 * change a result after the member reserves, and no member action can steer it.
 */

export const DRAW_BYTES = 8;

/** The rate drawn from an HMAC digest, in ppm, always within [minPpm, maxPpm]. */
export function drawRatePpm(digest: Uint8Array, minPpm: number, maxPpm: number): number {
  if (!Number.isInteger(minPpm) || !Number.isInteger(maxPpm) || minPpm < 0 || maxPpm < minPpm) {
    throw new RangeError(`not a rate range: ${minPpm}–${maxPpm}`);
  }
  if (digest.length < DRAW_BYTES) throw new RangeError('digest too short');
  let x = 0n;
  for (const byte of digest.subarray(0, DRAW_BYTES)) x = (x << 8n) | BigInt(byte);
  return minPpm + Number(x % BigInt(maxPpm - minPpm + 1));
}

/** The profit of an item of `amountMicros` at `ratePpm`, rounded down to a micro-USDT. */
export const drawProfitMicros = (amountMicros: bigint, ratePpm: number): bigint =>
  (amountMicros * BigInt(ratePpm)) / 1_000_000n;

/** The HMAC message for a reserve log: its id as decimal text. */
export const drawMessage = (logId: number): string => String(logId);

export const hexToBytes = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new RangeError('not hex');
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
