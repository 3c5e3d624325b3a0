import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AuthType } from '../../api/contract';
import type { LoginFieldErrors } from '../../machines/login/loginRules';
import { filterRecoveryCode, RECOVERY_CODE_LENGTH } from '../../machines/twoFactor/twoFactorRules';
import {
  AuthCard,
  Button,
  type CooldownView,
  digits,
  idleCooldown,
  lettersDigits,
  PasswordField,
  ResendCode,
  Spinner,
  TextField,
  authCardText as text,
  useMounted,
} from '../../ui';
import * as styles from '../shared/authPage.css';

export interface LoginViewProps {
  /** 'pre': username and password; 'now': the second factor. */
  phase: 'pre' | 'now';
  authType: AuthType | null;
  busy: boolean;
  /** An operator's sign-in link is being exchanged for a session. */
  autoSigningIn?: boolean;
  fieldErrors: LoginFieldErrors;
  cooldown?: CooldownView;
  /** The authenticator step takes one of the member's recovery codes instead of a code from the app. */
  recovery?: boolean;
  onRecoveryToggle?: () => void;
  onCredentialsSubmit: (credentials: { username: string; password: string }) => void;
  onCodeSubmit: (code: string) => void;
  onResend: () => void;
  onForgotPassword: () => void;
}

const codeLabels: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator Code',
};

export function LoginView({
  phase,
  authType,
  busy,
  autoSigningIn = false,
  fieldErrors,
  cooldown = idleCooldown,
  recovery = false,
  onRecoveryToggle,
  onCredentialsSubmit,
  onCodeSubmit,
  onResend,
  onForgotPassword,
}: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const factor = authType ?? 'mpin';

  // Drawn at build time, the form takes typing from its first paint (the fields keep it: useEarlyInput) but
  // sends nothing until the app runs it: with its default button disabled, neither a tap nor Enter submits.
  const mounted = useMounted();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'pre') onCredentialsSubmit({ username, password });
    else onCodeSubmit(code);
  };

  if (autoSigningIn) {
    return (
      <AuthCard busy>
        <Spinner />
        <p className={text.lead}>Signing you in…</p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign In" back={{ to: '/', label: '← Back to home' }}>
      <form className={styles.form} onSubmit={submit} method="post" noValidate>
        <fieldset className={styles.fields}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={username}
            filter={lettersDigits}
            onValueChange={setUsername}
            error={fieldErrors.username}
            readOnly={phase === 'now'}
          />
          <PasswordField
            label="Password"
            name="password"
            value={password}
            onValueChange={setPassword}
            error={fieldErrors.password}
            readOnly={phase === 'now'}
          />
          <div className={styles.row}>
            <span />
            <button type="button" className={text.link} onClick={onForgotPassword} disabled={!mounted}>
              Forgot password?
            </button>
          </div>
          {phase === 'now' && recovery && (
            <TextField
              key="recovery_code"
              label="Recovery Code"
              name="recovery_code"
              placeholder="xxxxx-xxxxx"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={RECOVERY_CODE_LENGTH}
              value={code}
              filter={filterRecoveryCode}
              onValueChange={setCode}
              error={fieldErrors.code}
              hint="One of the recovery codes you saved when you turned on 2FA. Each works once."
              autoFocus
            />
          )}
          {phase === 'now' && !recovery && (
            <>
              <TextField
                key={factor}
                label={codeLabels[factor]}
                name={factor}
                type={factor === 'mpin' ? 'password' : 'text'}
                inputMode="numeric"
                autoComplete={factor === 'mpin' ? 'off' : 'one-time-code'}
                maxLength={factor === 'mpin' ? 4 : 6}
                value={code}
                filter={digits}
                onValueChange={setCode}
                error={fieldErrors.code}
                autoFocus
              />
              {factor === 'otp' && <ResendCode cooldown={cooldown} onResend={onResend} />}
            </>
          )}
          {phase === 'now' && factor === 'authenticator' && onRecoveryToggle && (
            <div className={styles.row}>
              <button
                type="button"
                className={text.link}
                onClick={() => {
                  setCode('');
                  onRecoveryToggle();
                }}
              >
                {recovery ? 'Use the code from your app' : 'Use a recovery code'}
              </button>
            </div>
          )}
          <Button type="submit" busy={busy} disabled={!mounted} fullWidth>
            {phase === 'pre' ? 'Verify' : 'Sign In'}
          </Button>
        </fieldset>
      </form>
      <p className={text.muted}>
        Don't have an account? <Link to="/register">Sign Up</Link>
      </p>
    </AuthCard>
  );
}
