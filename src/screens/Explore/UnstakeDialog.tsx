import type { FormEvent } from 'react';
import type { StakeRecord } from '../../api/staking';
import { formActions } from '../../theme';
import { Button, Dialog, formatUsdt, idleCooldown, ResendCode, authCardText as text } from '../../ui';
import { MoneyCodeField } from '../shared/MoneyVerification/MoneyCodeField';
import type {
  MoneyVerification,
  MoneyVerificationHandlers,
} from '../shared/MoneyVerification/MoneyVerificationDialog';
import * as styles from './Explore.css';

export interface UnstakeDialogProps extends MoneyVerificationHandlers {
  stake: StakeRecord | null;
  verification: MoneyVerification | null;
  /** The server's refusal of the last code, shown while the member enters another. */
  refusal: string | null;
}

const asks = {
  mpin: 'Enter your Security Pin',
  otp: 'Enter the code we sent to your e-mail',
  authenticator: 'Enter the code from your authenticator app',
} as const;

/** 'Verify Your Account': the member's code, then Request; it cannot be closed while the request is out. */
export function UnstakeDialog({
  stake,
  verification,
  refusal,
  onCodeChange,
  onCodeSubmit,
  onResend,
  onCancel,
  onRetry,
}: UnstakeDialogProps) {
  const phase = verification?.phase ?? 'entering';
  const submitting = phase === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'entering') onCodeSubmit();
    else if (phase === 'failed') onRetry();
  };
  const error = phase === 'failed' ? verification?.error : refusal;
  return (
    <Dialog
      open={verification !== null && stake !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onCancel();
      }}
      title="Verify Your Account"
      description={
        verification && stake
          ? `${asks[verification.authType]} to unstake ${stake.invoice_id} (${formatUsdt(stake.amount_paid)}).`
          : ''
      }
      hideClose={submitting}
      dismissible={!submitting}
    >
      {verification && stake && (
        <form className={styles.stack} onSubmit={submit} noValidate>
          <p className={styles.honest}>
            The amount, less the package's early-exit charge ({stake.early_exit_charge_percentage}%), goes
            back to your Out going wallet and the daily returns stop.
          </p>
          <MoneyCodeField
            authType={verification.authType}
            length={verification.codeLength}
            value={verification.code}
            onChange={onCodeChange}
            error={verification.codeError}
            locked={phase !== 'entering'}
            autoFocus
          />
          {verification.authType === 'otp' && phase === 'entering' && (
            <ResendCode cooldown={verification.cooldown ?? idleCooldown} onResend={onResend} />
          )}
          {error && (
            <p className={text.critical} role="alert">
              {error}
            </p>
          )}
          <div className={formActions}>
            <Button variant="secondary" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" busy={submitting}>
              {phase === 'failed' ? 'Try again' : 'Request'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
