import { type FormEvent, useState } from 'react';
import type { ForgotPasswordFieldErrors } from '../../machines/forgotPassword/forgotPasswordMachine';
import {
  Button,
  type CooldownView,
  Dialog,
  digits,
  idleCooldown,
  lettersDigits,
  PasswordField,
  ResendCode,
  TextField,
} from '../../ui';
import * as styles from '../shared/authPage.css';

export interface ForgotPasswordViewProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** 'username' until a reset code has been sent; 'code' once the code and new password may be entered. */
  step: 'username' | 'code';
  busy: boolean;
  fieldErrors: ForgotPasswordFieldErrors;
  cooldown?: CooldownView;
  onUsernameCommit: (username: string) => void;
  onSubmit: (values: { otp: string; newpassword: string }) => void;
  onResend: () => void;
}

export function ForgotPasswordView({
  open,
  onOpenChange,
  step,
  busy,
  fieldErrors,
  cooldown = idleCooldown,
  onUsernameCommit,
  onSubmit,
  onResend,
}: ForgotPasswordViewProps) {
  const [username, setUsername] = useState('');
  const [otp, setOtp] = useState('');
  const [newpassword, setNewpassword] = useState('');
  const codeStep = step === 'code';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeStep) onSubmit({ otp, newpassword });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Forgot Password">
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          filter={lettersDigits}
          onValueChange={setUsername}
          onBlur={() => {
            if (!codeStep && !busy) onUsernameCommit(username);
          }}
          readOnly={codeStep}
          error={fieldErrors.username}
          hint={!codeStep && busy ? 'Sending a reset code…' : undefined}
        />
        {codeStep && (
          <>
            <TextField
              label="OTP"
              name="otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={otp}
              filter={digits}
              onValueChange={setOtp}
              error={fieldErrors.otp}
            />
            <ResendCode cooldown={cooldown} onResend={onResend} />
            <PasswordField
              label="New Password"
              name="newpassword"
              autoComplete="new-password"
              value={newpassword}
              onValueChange={setNewpassword}
              error={fieldErrors.newpassword}
            />
          </>
        )}
        <Button type="submit" busy={codeStep && busy} disabled={!codeStep} fullWidth>
          Submit
        </Button>
      </form>
    </Dialog>
  );
}
