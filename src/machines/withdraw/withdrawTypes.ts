import type { WithdrawBody } from '../../api/withdraw';
import type { MoneyFormContext, MoneyFormEvent, MoneyFormInput } from '../verification/moneyMoveParts';
import type { WithdrawForm } from './withdrawForm';

export type WithdrawInput = MoneyFormInput;

export type WithdrawContext = MoneyFormContext<WithdrawForm>;

export type WithdrawEvent = MoneyFormEvent<WithdrawForm>;

export type SubmitWithdrawInput = WithdrawBody & { idempotencyKey: string };
