import { type FormEvent, Fragment } from 'react';
import type { StakeTerms, StakingPackage } from '../../api/staking';
import type { StakeFieldErrors, StakeForm } from '../../machines/stakePurchase/stakeForm';
import { formActions } from '../../theme';
import { Button, Dialog, digits, Numeric, TextField, authCardText as text } from '../../ui';
import * as styles from './Explore.css';
import {
  dailyRateText,
  durationHint,
  rangeText,
  STAKE_RISK,
  termsLines,
  YEARLY_EXPLAINED,
} from './exploreFormat';

/** Where the purchase modal is; 'closed' hides it. */
export type StakePurchaseStep = 'closed' | 'editing' | 'loadingTerms' | 'reviewing' | 'submitting' | 'failed';

export interface StakePurchase {
  step: StakePurchaseStep;
  pkg: StakingPackage | null;
  form: StakeForm;
  fieldErrors: StakeFieldErrors;
  terms: StakeTerms | null;
  error: string | null;
}

export interface StakePurchaseHandlers {
  onChange: (field: keyof StakeForm, value: string) => void;
  onNext: () => void;
  onBack: () => void;
  onConfirm: () => void;
  onRetry: () => void;
  onClose: () => void;
}

/** The Stake Now modal: step 1 amount (and term), step 2 the terms from the server, then Confirm. */
export function StakePurchaseDialog({
  purchase,
  ...on
}: { purchase: StakePurchase } & StakePurchaseHandlers) {
  const { step, pkg, form, fieldErrors, terms, error } = purchase;
  const busy = step === 'submitting';
  const showTerms = (step === 'reviewing' || step === 'submitting' || step === 'failed') && terms;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'editing') on.onNext();
    else if (step === 'reviewing') on.onConfirm();
    else if (step === 'failed') on.onRetry();
  };
  return (
    <Dialog
      open={step !== 'closed' && pkg !== null}
      onOpenChange={(open) => {
        if (!open && !busy) on.onClose();
      }}
      title={pkg ? `Stake in ${pkg.name}` : 'Stake'}
      description={
        pkg ? <Numeric>{`${rangeText(pkg)}, ${dailyRateText(pkg.roi_percentage)}`}</Numeric> : undefined
      }
      hideClose={busy}
      dismissible={!busy}
    >
      {pkg && (
        <form className={styles.stack} onSubmit={submit} noValidate>
          {showTerms ? (
            <>
              <p className={styles.muted}>Please check the terms of this stake before you confirm.</p>
              <dl className={styles.facts} aria-label="Stake terms">
                {termsLines(terms).map((line) => (
                  <Fragment key={line.label}>
                    <dt>{line.label}</dt>
                    <dd>
                      <Numeric>{line.value}</Numeric>
                    </dd>
                  </Fragment>
                ))}
              </dl>
              <p className={styles.honest}>
                The amount leaves your Receiving wallet now. Daily returns go to your Out going wallet; the
                amount is returned to your Out going wallet at the end of the term or when you unstake.
              </p>
              <p className={styles.honest}>{YEARLY_EXPLAINED}</p>
              <p className={styles.honest}>{STAKE_RISK}</p>
            </>
          ) : (
            <>
              <TextField
                label="Amount (USDT)"
                name="investment_amount"
                inputMode="numeric"
                autoComplete="off"
                filter={digits}
                value={form.amount}
                onValueChange={(value) => on.onChange('amount', value)}
                error={fieldErrors.amount}
                hint={<Numeric>{`${rangeText(pkg)}, in steps of 50`}</Numeric>}
                autoFocus
              />
              {pkg.zone === 'executive' && (
                <TextField
                  label="Duration (days)"
                  name="duration"
                  inputMode="numeric"
                  autoComplete="off"
                  filter={digits}
                  value={form.duration}
                  onValueChange={(value) => on.onChange('duration', value)}
                  error={fieldErrors.duration}
                  hint={durationHint(pkg)}
                />
              )}
            </>
          )}
          {error && (
            <p className={text.critical} role="alert">
              {error}
            </p>
          )}
          <div className={formActions}>
            {showTerms && step !== 'failed' ? (
              <Button variant="secondary" onClick={on.onBack} disabled={busy}>
                Back
              </Button>
            ) : (
              <Button variant="secondary" onClick={on.onClose} disabled={busy}>
                Cancel
              </Button>
            )}
            <Button type="submit" busy={busy || step === 'loadingTerms'}>
              {step === 'failed' ? 'Try again' : showTerms ? 'Confirm' : 'Next'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
