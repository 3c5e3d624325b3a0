import type { FormEvent } from 'react';
import type { AuthType } from '../../../api/contract';
import { formActions } from '../../../theme';
import {
  Button,
  type CooldownView,
  Dialog,
  idleCooldown,
  ResendCode,
  authCardText as text,
} from '../../../ui';
import { MoneyCodeField } from './MoneyCodeField';
import * as styles from './MoneyVerification.css';

/** The verification modal of a money move (transfer or withdrawal) as the view shows it; null while closed. */
export interface MoneyVerification {
  authType: AuthType;
  code: string;
  codeLength: number;
  codeError: string | null;
  /** 'entering' the code, 'submitting' the move, or 'failed' without knowing whether it went through. */
  phase: 'entering' | 'submitting' | 'failed';
  error: string | null;
  cooldown?: CooldownView;
  /**
   * What the code confirms, the end of the sentence '… to confirm <confirming>.': '50.00 USDT from Wallet
   * Balance To Reserve Wallet' for a transfer, 'the withdrawal of 20.00 USDT from Out going Wallet' for a withdrawal.
   */
  confirming: string;
  /**
   * What the member is about to confirm, line by line, shown above the code (a withdrawal's amount, fee, net
   * amount and whole destination address), so nothing is taken on trust at the last step.
   */
  summary?: readonly { term: string; value: string }[];
}

/** What the modal tells its screen; a screen passes them through from its machine. */
export interface MoneyVerificationHandlers {
  onCodeChange: (code: string) => void;
  onCodeSubmit: () => void;
  onResend: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

export interface MoneyVerificationDialogProps extends MoneyVerificationHandlers {
  verification: MoneyVerification | null;
}

const asks: Record<AuthType, string> = {
  mpin: 'Enter your Security Pin',
  otp: 'Enter the code we sent to your e-mail',
  authenticator: 'Enter the code from your authenticator app',
};

/**
 * The 'Verification' modal both money moves end in: the member's code, then the request. While it is on its
 * way the modal cannot be closed; if its answer is lost, 'Try again' resends the same request.
 */
export function MoneyVerificationDialog({
  verification,
  onCodeChange,
  onCodeSubmit,
  onResend,
  onCancel,
  onRetry,
}: MoneyVerificationDialogProps) {
  const phase = verification?.phase ?? 'entering';
  const authType = verification?.authType ?? 'mpin';
  const submitting = phase === 'submitting';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'entering') onCodeSubmit();
    else if (phase === 'failed') onRetry();
  };

  return (
    <Dialog
      open={verification !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onCancel();
      }}
      title="Verification"
      description={verification ? `${asks[authType]} to confirm ${verification.confirming}.` : ''}
      hideClose={submitting}
      dismissible={!submitting}
    >
      {verification && (
        <form className={styles.form} onSubmit={submit} noValidate>
          {verification.summary && verification.summary.length > 0 && (
            <dl className={styles.summary} aria-label="You are confirming">
              {verification.summary.map((line) => (
                <div key={line.term} className={styles.summaryLine}>
                  <dt>{line.term}</dt>
                  <dd className={styles.summaryValue}>{line.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <MoneyCodeField
            authType={authType}
            length={verification.codeLength}
            value={verification.code}
            onChange={onCodeChange}
            error={verification.codeError}
            locked={phase !== 'entering'}
            autoFocus
          />
          {authType === 'otp' && phase === 'entering' && (
            <ResendCode cooldown={verification.cooldown ?? idleCooldown} onResend={onResend} />
          )}
          {phase === 'failed' && verification.error && (
            <div role="alert">
              <p className={text.critical}>{verification.error}</p>
              <p className={text.muted}>
                The answer did not reach you. Trying again never moves the money twice.
              </p>
            </div>
          )}
          <div className={formActions}>
            <Button variant="secondary" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" busy={submitting}>
              {phase === 'failed' ? 'Try again' : 'Submit'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
