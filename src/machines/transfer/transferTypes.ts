import type { TransferBody } from '../../api/wallet';
import type { MoneyFormContext, MoneyFormEvent, MoneyFormInput } from '../verification/moneyMoveParts';
import type { TransferForm } from './transferForm';

export type TransferInput = MoneyFormInput;

export interface TransferContext extends MoneyFormContext<TransferForm> {
  /** Whether the 'Transfer To' modal shows; a refusal reopens it with the server's message. */
  formOpen: boolean;
}

export type TransferEvent = { type: 'form.open' } | { type: 'form.close' } | MoneyFormEvent<TransferForm>;

export type SubmitTransferInput = TransferBody & { idempotencyKey: string };
