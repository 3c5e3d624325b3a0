import type { StakeBody, StakeTerms, StakingPackage } from '../../api/staking';
import type { StakeFieldErrors, StakeForm } from './stakeForm';

export interface StakePurchaseInput {
  username: string;
}

export interface StakePurchaseContext {
  username: string;
  /** The package whose Stake Now opened the modal; null while it is closed. */
  package: StakingPackage | null;
  form: StakeForm;
  fieldErrors: StakeFieldErrors;
  /** What the server says this stake would pay, shown in step 2 before the member confirms. */
  terms: StakeTerms | null;
  /** One key per confirmed stake; a retry after a lost answer reuses it, so the money moves once. */
  idempotencyKey: string | null;
  error: string | null;
}

export type StakePurchaseEvent =
  | { type: 'purchase.open'; package: StakingPackage }
  | { type: 'purchase.close' }
  | { type: 'form.change'; field: keyof StakeForm; value: string }
  | { type: 'form.next' }
  | { type: 'terms.back' }
  | { type: 'purchase.confirm' }
  | { type: 'submit.retry' };

export type SubmitStakeInput = StakeBody & { idempotencyKey: string };
