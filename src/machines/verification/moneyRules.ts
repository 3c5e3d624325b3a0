import { amountMicros } from '../../api/amount';
import { LOGIN_CODE_LENGTH, MONEY_CODE_LENGTH, PIN_LENGTH } from '../../api/constants';
import type { AuthType } from '../../api/contract';
import { isNetworkFailure } from '../../api/errors';
import { filterAmount } from '../../api/wallet';

export const REQUIRED = 'This Field Is Required.';
export const INSUFFICIENT_BALANCE = 'Insufficient Balance';
export const INVALID_AMOUNT = 'Please enter a valid amount';
export const ZERO_AMOUNT = 'Amount must be greater than 0';

/** Balances as the server sends them: decimal strings of USDT per wallet. */
export type WalletBalances = Partial<Record<'pay_in' | 'pay_out' | 'reserve', string>>;

/** A money form's messages, one per field that needs one. */
export type FieldErrors<Form> = Partial<Record<keyof Form, string>>;

export const hasFieldErrors = (errors: object) => Object.keys(errors).length > 0;

/** A money form with one field changed as the member types; the amount keeps only digits and a dot. */
export const withField = <Form extends { amount: string }>(
  form: Form,
  field: keyof Form,
  value: string,
): Form => ({
  ...form,
  [field]: field === 'amount' ? filterAmount(value) : value,
});

/** An authenticator code has 6 digits; the security PIN and an e-mailed code have 4 (spec document 2 §5). */
const codeLengths: Record<AuthType, number> = {
  mpin: PIN_LENGTH,
  otp: MONEY_CODE_LENGTH,
  authenticator: LOGIN_CODE_LENGTH,
};
export const codeLength = (authType: AuthType) => codeLengths[authType];

const codeLabel: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator code',
};

export function codeError(authType: AuthType, code: string): string | null {
  if (!code) return REQUIRED;
  const length = codeLength(authType);
  if (!/^[0-9]+$/.test(code) || code.length !== length)
    return `${codeLabel[authType]} must be ${length} digits`;
  return null;
}

/** The code field keeps digits only and stops at the method's length. */
export const filterCode = (authType: AuthType, text: string) =>
  text.replace(/[^0-9]/g, '').slice(0, codeLength(authType));

/**
 * Required, a plain amount, above zero and within the source wallet's balance. An unknown balance is left to
 * the server, which refuses an overdraft anyway.
 */
export function amountError(amount: string, balance: string | undefined): string | null {
  if (!amount.trim()) return REQUIRED;
  const micros = amountMicros(amount);
  if (micros === null) return INVALID_AMOUNT;
  if (micros === 0n) return ZERO_AMOUNT;
  const available = balance === undefined ? null : amountMicros(balance);
  if (available !== null && micros > available) return INSUFFICIENT_BALANCE;
  return null;
}

/** The amount as it goes on the wire: trimmed, with a leading zero before a bare dot. */
export const wireAmount = (amount: string) => {
  const text = amount.trim();
  return text.startsWith('.') ? `0${text}` : text;
};

/**
 * True when the server may or may not have moved the money: it was not reached, or failed on its side. The
 * member retries with the same Idempotency-Key, so a move that did happen is not repeated.
 */
export function isUncertain(result: unknown): boolean {
  if (isNetworkFailure(result)) return true;
  const code = typeof result === 'object' && result !== null && 'code' in result ? result.code : undefined;
  return typeof code === 'number' && code >= 500;
}

/**
 * The checks every money form makes: a wallet from the list (`source` is the balance it draws on, undefined
 * when none is chosen) and an amount that balance covers.
 */
export function walletAmountErrors(
  amount: string,
  source: keyof WalletBalances | undefined,
  balances: WalletBalances,
): { wallet?: string; amount?: string } {
  const errors: { wallet?: string; amount?: string } = {};
  if (!source) errors.wallet = REQUIRED;
  const amountProblem = amountError(amount, source ? balances[source] : undefined);
  if (amountProblem) errors.amount = amountProblem;
  return errors;
}
