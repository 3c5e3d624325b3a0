import type { FormEvent } from 'react';
import type { AuthType } from '../../api/contract';
import { Button, Dialog, digits, PinInput, TextField, authCardText as text } from '../../ui';
import { type CooldownView, idleCooldown, ResendCode } from '../Login/ResendCode';
import * as styles from './Withdraw.css';

/** The verification step as the modal shows it; null while the modal is closed. */
export interface WithdrawVerification {
  authType: AuthType;
  code: string;
  codeLength: number;
  codeError: string | null;
  /** 'entering' the code, 'submitting' the request, or 'failed' without knowing whether it went through. */
  phase: 'entering' | 'submitting' | 'failed';
  error: string | null;
  cooldown?: CooldownView;
  /** What is being confirmed, e.g. '20.00 USDT from Out going Wallet'. */
  summary: string;
}

export interface WithdrawVerificationDialogProps {
  verification: WithdrawVerification | null;
  onCodeChange: (code: string) => void;
  onCodeSubmit: () => void;
  onResend: () => void;
  onCancel: () => void;
  onRetry: () => void;
}

const codeLabels: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator Code',
};

const instructions: Record<AuthType, string> = {
  mpin: 'Enter your Security Pin to confirm',
  otp: 'Enter the code we sent to your e-mail to confirm',
  authenticator: 'Enter the code from your authenticator app to confirm',
};

export function WithdrawVerificationDialog({
  verification,
  onCodeChange,
  onCodeSubmit,
  onResend,
  onCancel,
  onRetry,
}: WithdrawVerificationDialogProps) {
  const open = verification !== null;
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
      open={open}
      onOpenChange={(next) => {
        if (!next && !submitting) onCancel();
      }}
      title="Verification"
      description={verification ? `${instructions[authType]} the withdrawal of ${verification.summary}.` : ''}
      hideClose={submitting}
      dismissible={!submitting}
    >
      {verification && (
        <form className={styles.dialogBody} onSubmit={submit} noValidate>
          {authType === 'mpin' ? (
            <PinInput
              length={verification.codeLength}
              label={codeLabels.mpin}
              value={verification.code}
              onChange={onCodeChange}
              mask
              autoFocus
              disabled={phase !== 'entering'}
              error={verification.codeError}
            />
          ) : (
            <TextField
              label={codeLabels[authType]}
              name={authType}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={verification.codeLength}
              filter={digits}
              value={verification.code}
              onValueChange={onCodeChange}
              error={verification.codeError}
              readOnly={phase !== 'entering'}
              autoFocus
            />
          )}
          {authType === 'otp' && phase === 'entering' && (
            <ResendCode cooldown={verification.cooldown ?? idleCooldown} onResend={onResend} />
          )}
          {phase === 'failed' && verification.error && (
            <p className={text.critical} role="alert">
              {verification.error} Your request may not have reached us; trying again will not withdraw twice.
            </p>
          )}
          <div className={styles.actions}>
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
