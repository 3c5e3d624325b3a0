import { z } from 'zod';

/**
 * Money on the wire: USDT as a decimal string with at most 6 decimals ("12.5", "0.000001"). The server holds
 * it as a bigint of micro-USDT; a JavaScript number never carries an amount.
 */

export const MICROS_PER_USDT = 1_000_000n;
/** Far above any real balance, low enough that a typo of many digits is refused rather than stored. */
export const MAX_AMOUNT_MICROS = 1_000_000_000_000n * MICROS_PER_USDT;

const AMOUNT_SHAPE = /^(\d+)(?:\.(\d*))?$/;

/** Micro-USDT from a decimal string; throws on anything that is not a plain non-negative amount. */
export function toMicros(text: string): bigint {
  const match = AMOUNT_SHAPE.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(text)}`);
  const whole = match[1] as string;
  const fraction = match[2] ?? '';
  if (fraction.length > 6) throw new RangeError(`More than 6 decimal places: ${text}`);
  return BigInt(whole) * MICROS_PER_USDT + BigInt(fraction.padEnd(6, '0') || '0');
}

/** A decimal string with exactly `decimals` places (truncated, never rounded up). */
export function fromMicros(micros: bigint, decimals = 6): string {
  const negative = micros < 0n;
  const abs = negative ? -micros : micros;
  const whole = abs / MICROS_PER_USDT;
  const fraction = (abs % MICROS_PER_USDT).toString().padStart(6, '0').slice(0, Math.max(0, decimals));
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

function amountText(opts: { positive: boolean }) {
  return z
    .string({ error: 'Please enter a valid amount' })
    .trim()
    .regex(/^\d+(\.\d*)?$|^\.\d+$/, 'Please enter a valid amount')
    .refine((s) => (s.split('.')[1] ?? '').length <= 6, 'At most 6 decimal places')
    .transform((s) => (s.startsWith('.') ? `0${s}` : s))
    .refine((s) => !opts.positive || (/^\d+(\.\d{0,6})?$/.test(s) && toMicros(s) > 0n), {
      message: 'Amount must be greater than 0',
      abort: true,
    })
    .refine((s) => !/^\d+(\.\d{0,6})?$/.test(s) || toMicros(s) <= MAX_AMOUNT_MICROS, {
      message: 'Please enter a valid amount',
    });
}

/** A wire amount greater than zero, e.g. a withdrawal or a transfer. */
export const usdtAmount = amountText({ positive: true });
/** A wire amount that may be zero, e.g. a balance. */
export const usdtAmountOrZero = amountText({ positive: false });
