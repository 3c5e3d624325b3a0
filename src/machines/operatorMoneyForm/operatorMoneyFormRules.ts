import { amountMicros } from '../../api/amount';
import { isOneOf } from '../../api/contract/literalRules';
import { reasonRefusal, txHashRefusal } from '../../api/contract/operatorFieldRules';
import { type ApiResult, firstErrorMessage, isOk, refusalIn } from '../../api/errors';
import {
  adjustableWallets,
  adjustmentDirections,
  depositMethods,
  isWaiting,
  postAdjustment,
  postOperatorDeposit,
} from '../../api/operatorMoney';

/** A deposit seen on chain, or an adjustment of a member's wallet by hand. */
export type MoneyFormKind = 'deposit' | 'adjustment';

/** Each form's fields, named as the server names them, so its field errors land beside the right field. */
export const formFields = {
  deposit: ['username', 'payment_method_id', 'amount', 'txhash'],
  adjustment: ['username', 'wallet', 'direction', 'amount', 'reason'],
} as const satisfies Record<MoneyFormKind, readonly string[]>;
export type MoneyFormField = (typeof formFields)[MoneyFormKind][number];
export type MoneyFormValues = Partial<Record<MoneyFormField, string>>;
export type MoneyFormErrors = Partial<Record<MoneyFormField, string>>;

export interface MoneyFormRequest {
  kind: MoneyFormKind;
  form: MoneyFormValues;
  /** Sent with an adjustment; the same for every retry of one submission. */
  idempotencyKey: string;
}

export type MoneyFormAnswer = ApiResult<{ status: true }>;

export const USERNAME_REQUIRED = 'Member username is required';
export const METHOD_REQUIRED = 'Choose a payment method';
export const AMOUNT_REQUIRED = 'Amount is required';
export const AMOUNT_SHAPE = 'Enter an amount above 0 with at most 6 decimals';
export const WALLET_REQUIRED = 'Choose a wallet';
export const DIRECTION_REQUIRED = 'Choose credit or debit';

const value = (form: MoneyFormValues, field: MoneyFormField) => (form[field] ?? '').trim();
const oneOf = (options: readonly (string | number)[], text: string) => options.map(String).includes(text);

function amountError(text: string): string | null {
  if (!text) return AMOUNT_REQUIRED;
  const micros = amountMicros(text);
  return micros === null || micros === 0n ? AMOUNT_SHAPE : null;
}

/** Checked before anything is sent; the server checks the same again and its answer wins. */
export function formErrors(kind: MoneyFormKind, form: MoneyFormValues): MoneyFormErrors {
  const errors: MoneyFormErrors = {};
  if (!value(form, 'username')) errors.username = USERNAME_REQUIRED;
  const amount = amountError(value(form, 'amount'));
  if (amount) errors.amount = amount;
  if (kind === 'deposit') {
    const methods = depositMethods.map((method) => method.id);
    if (!oneOf(methods, value(form, 'payment_method_id'))) errors.payment_method_id = METHOD_REQUIRED;
    const txhash = txHashRefusal(value(form, 'txhash'));
    if (txhash) errors.txhash = txhash;
  } else {
    if (!oneOf(adjustableWallets, value(form, 'wallet'))) errors.wallet = WALLET_REQUIRED;
    if (!oneOf(adjustmentDirections, value(form, 'direction'))) errors.direction = DIRECTION_REQUIRED;
    const reason = reasonRefusal(value(form, 'reason'));
    if (reason) errors.reason = reason;
  }
  return errors;
}

const wireAmount = (text: string) => (text.startsWith('.') ? `0${text}` : text);

/** The one request a form makes, its values trimmed as the server would read them. */
export function sendForm({ kind, form, idempotencyKey }: MoneyFormRequest): Promise<MoneyFormAnswer> {
  const username = value(form, 'username');
  const amount = wireAmount(value(form, 'amount'));
  if (kind === 'deposit') {
    const payment_method_id = Number(value(form, 'payment_method_id'));
    return postOperatorDeposit({ username, payment_method_id, amount, txhash: value(form, 'txhash') });
  }
  const wallet = value(form, 'wallet');
  const direction = value(form, 'direction');
  // formErrors refuses any other wallet or direction before a form is sent.
  if (!isOneOf(adjustableWallets, wallet) || !isOneOf(adjustmentDirections, direction)) {
    return Promise.reject(new RangeError(`Not an adjustment: ${wallet} ${direction}`));
  }
  return postAdjustment(
    { username, wallet, direction, amount, reason: value(form, 'reason') },
    idempotencyKey,
  );
}

export const isAccepted = (answer: MoneyFormAnswer | undefined) => answer !== undefined && isOk(answer);

/** The refusal's field errors on this form's fields, first message each. */
export function fieldRefusals(kind: MoneyFormKind, answer: MoneyFormAnswer | undefined): MoneyFormErrors {
  const errors = refusalIn(answer)?.errors ?? {};
  const found: MoneyFormErrors = {};
  for (const field of formFields[kind] as readonly MoneyFormField[]) {
    const first = errors[field]?.[0];
    if (first) found[field] = first;
  }
  return found;
}

/** No answer, or the server failed: the request may have gone through, so a retry must be the same one. */
export const isUncertain = (answer: MoneyFormAnswer | undefined) => {
  const code = refusalIn(answer)?.code;
  return answer === undefined || code === 0 || (code !== undefined && code >= 500);
};

export const refusalMessage = (answer: MoneyFormAnswer | undefined) => firstErrorMessage(refusalIn(answer));

/** What came of a form the server took: recorded, or waiting for a second operator as request `approvalId`. */
export interface MoneyFormOutcome {
  kind: MoneyFormKind;
  waiting: boolean;
  approvalId: number | null;
  /** The values sent, so the page can say what was recorded or asked for. */
  form: MoneyFormValues;
}

export function outcomeOf(
  kind: MoneyFormKind,
  form: MoneyFormValues,
  answer: MoneyFormAnswer,
): MoneyFormOutcome {
  const waiting = isWaiting(answer);
  return { kind, waiting, approvalId: waiting ? answer.approval.id : null, form };
}
