import type { AuthType } from '../../api/contract';
import type { TransferBody } from '../../api/wallet';
import type { FieldErrors, WalletBalances } from '../verification/moneyRules';
import type { VerificationEvent } from '../verification/verificationMachine';
import type { TransferForm } from './transferForm';

export interface TransferInput {
  username: string;
  authType: AuthType;
  balances?: WalletBalances;
}

export interface TransferContext {
  username: string;
  authType: AuthType;
  balances: WalletBalances;
  form: TransferForm;
  fieldErrors: FieldErrors<TransferForm>;
  /** Whether the 'Transfer To' modal shows; a refusal reopens it with the server's message. */
  formOpen: boolean;
  /** The confirmed code, kept so a retry after a lost answer sends the same request. */
  code: string | null;
  /** One key per confirmed submission; a retry of that submission reuses it. */
  idempotencyKey: string | null;
  error: string | null;
}

export type TransferEvent =
  | { type: 'form.open' }
  | { type: 'form.close' }
  | { type: 'form.change'; field: keyof TransferForm; value: string }
  | { type: 'form.next' }
  | { type: 'balances.update'; balances: WalletBalances }
  | { type: 'verification.cancel' }
  | { type: 'submit.retry' }
  | VerificationEvent;

export type SubmitTransferInput = TransferBody & { idempotencyKey: string };
