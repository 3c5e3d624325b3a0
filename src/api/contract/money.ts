import { z } from 'zod';
import { AMOUNT_DECIMALS, AMOUNT_TEXT, MAX_AMOUNT_MICROS, toMicros } from './moneyRules';

export * from './moneyRules';

/** An amount as the wire carries it, checked by the rules of moneyRules.ts. */
function amountText(opts: { positive: boolean }) {
  return z
    .string({ error: 'Please enter a valid amount' })
    .trim()
    .regex(AMOUNT_TEXT, 'Please enter a valid amount')
    .refine((s) => (s.split('.')[1] ?? '').length <= AMOUNT_DECIMALS, 'At most 6 decimal places')
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
