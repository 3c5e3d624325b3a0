const AMOUNT_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Micro-USDT from what the member typed, or null when it is not an amount with at most 6 decimals. Kept free
 * of the contract's schemas so the forms do not pull the validator into the bundle, and of the wallet's
 * requests so pages that only add up amounts do not pull those in.
 */
export function amountMicros(text: string): bigint | null {
  const match = AMOUNT_TEXT.exec(text.trim());
  if (!match) return null;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (!whole && !fraction) return null;
  if (fraction.length > 6) return null;
  return BigInt(whole || '0') * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
}
