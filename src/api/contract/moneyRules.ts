/**
 * Money's plain rules (contract/money.ts): no validator, so the browser reads and writes amounts by the very
 * same rules the server applies. USDT travels as a decimal string with at most 6 decimals ("12.5",
 * "0.000001"); the server holds it as a bigint of micro-USDT. A JavaScript number never carries an amount.
 */

export const MICROS_PER_USDT = 1_000_000n;
export const AMOUNT_DECIMALS = 6;
/** Far above any real balance, low enough that a typo of many digits is refused rather than stored. */
export const MAX_AMOUNT_MICROS = 1_000_000_000_000n * MICROS_PER_USDT;

/** What a member may type as an amount: digits with at most one dot, '7.' and '.5' included. */
export const AMOUNT_TEXT = /^\d+(\.\d*)?$|^\.\d+$/;

const AMOUNT_SHAPE = /^(\d+)(?:\.(\d*))?$/;

/** Micro-USDT from a decimal string; throws on anything that is not a plain non-negative amount. */
export function toMicros(text: string): bigint {
  const match = AMOUNT_SHAPE.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(text)}`);
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > AMOUNT_DECIMALS) throw new RangeError(`More than 6 decimal places: ${text}`);
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0') || '0');
}

/**
 * Micro-USDT from what the member typed (AMOUNT_TEXT, at most 6 decimals), or null when it is not an amount.
 * Unlike toMicros it never throws, so a form can ask it on every keystroke.
 */
export function amountMicros(text: string): bigint | null {
  const trimmed = text.trim();
  if (!AMOUNT_TEXT.test(trimmed)) return null;
  const [whole = '', fraction = ''] = trimmed.split('.');
  if (fraction.length > AMOUNT_DECIMALS) return null;
  return BigInt(whole || '0') * MICROS_PER_USDT + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0'));
}

/** A decimal string with exactly `decimals` places (truncated, never rounded up). */
export function fromMicros(micros: bigint, decimals = AMOUNT_DECIMALS): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / MICROS_PER_USDT;
  const fraction = (abs % MICROS_PER_USDT)
    .toString()
    .padStart(AMOUNT_DECIMALS, '0')
    .slice(0, Math.max(0, decimals));
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
