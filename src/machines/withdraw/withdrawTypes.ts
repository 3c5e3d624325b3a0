import type { AuthType } from '../../api/contract';
import type { WithdrawBody } from '../../api/withdraw';
import type { FieldErrors, WalletBalances } from '../verification/moneyRules';
import type { VerificationEvent } from '../verification/verificationMachine';
import type { WithdrawForm } from './withdrawForm';

export interface WithdrawInput {
  username: string;
  authType: AuthType;
  balances?: WalletBalances;
}

export interface WithdrawContext {
  username: string;
  authType: AuthType;
  balances: WalletBalances;
  form: WithdrawForm;
  fieldErrors: FieldErrors<WithdrawForm>;
  /** The confirmed code, kept so a retry after a lost answer sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type WithdrawEvent =
  | { type: 'form.change'; field: keyof WithdrawForm; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

export type SubmitWithdrawInput = WithdrawBody & { idempotencyKey: string };
