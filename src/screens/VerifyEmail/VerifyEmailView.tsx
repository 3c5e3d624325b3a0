import { type FormEvent, useState } from 'react';
import {
  AuthCard,
  Button,
  type CooldownView,
  idleCooldown,
  PinInput,
  ResendCode,
  authCardText as text,
  useMounted,
} from '../../ui';
import * as styles from '../shared/authPage.css';

export interface VerifyEmailViewProps {
  username: string;
  busy: boolean;
  codeError: string | null;
  cooldown?: CooldownView;
  onSubmit: (code: string) => void;
  onResend: () => void;
}

export function VerifyEmailView({
  username,
  busy,
  codeError,
  cooldown = idleCooldown,
  onSubmit,
  onResend,
}: VerifyEmailViewProps) {
  const [code, setCode] = useState('');
  // Drawn at build time as a shell the app replaces, the form takes nothing until the app runs it (useMounted).
  const mounted = useMounted();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <AuthCard title="Verify your e-mail">
      <p className={text.lead}>
        Enter the 4-digit code we sent to the e-mail address of <strong>{username}</strong>.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.fields} disabled={!mounted}>
          <PinInput
            length={4}
            label="Verification code"
            value={code}
            onChange={setCode}
            error={codeError}
            autoFocus
          />
          <ResendCode cooldown={cooldown} onResend={onResend} label="Resend" />
          <Button type="submit" busy={busy} fullWidth>
            Submit
          </Button>
        </fieldset>
      </form>
    </AuthCard>
  );
}
