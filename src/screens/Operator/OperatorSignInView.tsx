import { type FormEvent, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OperatorSignInFieldErrors } from '../../machines/operatorSignIn/operatorSignInRules';
import { AuthCard, Button, digits, PasswordField, Spinner, TextField, authCardText as text } from '../../ui';
import { lazyNamed } from '../../ui/lazyNamed';
import type { OperatorEnrolmentProps } from './OperatorEnrolment';
import * as styles from './operatorSignIn.css';

/**
 * The first sign-in's set-up with its QR encoder, which only a new operator ever sees: it loads when asked for,
 * so the sign-in page itself stays small.
 */
export const enrolmentPart = lazyNamed<'OperatorEnrolment', OperatorEnrolmentProps>(
  () => import('./OperatorEnrolment'),
  'OperatorEnrolment',
);
const OperatorEnrolment = enrolmentPart.Lazy;

export type OperatorSignInFields = { username: string; password: string; code: string };

export interface OperatorSignInViewProps {
  /** 'credentials': username, password and code; 'enrolling': the first sign-in's authenticator set-up. */
  phase: 'credentials' | 'enrolling';
  busy: boolean;
  fieldErrors: OperatorSignInFieldErrors;
  /** The server's refusal: wrong details, the account locked, too many tries. */
  error?: string | null;
  /** Why the operator was sent here: the session ended, or they signed out. */
  notice?: string | null;
  enrolment?: { secret: string; otpauthUrl: string } | null;
  onSubmit: (fields: OperatorSignInFields) => void;
  onCancelEnrolment: () => void;
}

const CODE_HINT = {
  credentials:
    'The 6 digits your authenticator app shows. Leave it empty the very first time: you will be shown how to set the app up.',
  enrolling: 'The 6-digit code the app shows now for this account.',
};

/** The back office's own sign-in page: for operators only, apart from the members' sign-in. */
export function OperatorSignInView({
  phase,
  busy,
  fieldErrors,
  error = null,
  notice = null,
  enrolment = null,
  onSubmit,
  onCancelEnrolment,
}: OperatorSignInViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // The code belongs to one step: the set-up asks for a fresh one from the app just added.
  const [code, setCode] = useState({ phase, value: '' });
  const codeValue = code.phase === phase ? code.value : '';
  const enrolling = phase === 'enrolling' && enrolment !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ username, password, code: codeValue });
  };

  return (
    <AuthCard title="Back office sign-in" back={{ to: '/', label: '← Back to home' }}>
      <p className={text.lead}>
        For the people who run this platform. Members sign in on the{' '}
        <Link to="/login">member sign-in page</Link>.
      </p>
      {notice && !error && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className={styles.refusal} role="alert">
          {error}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          onValueChange={setUsername}
          error={fieldErrors.username}
          readOnly={enrolling}
        />
        <PasswordField
          label="Password"
          name="password"
          value={password}
          onValueChange={setPassword}
          error={fieldErrors.password}
          readOnly={enrolling}
        />
        {enrolling && (
          <Suspense fallback={<Spinner size="lg" label="Loading the authenticator set-up" />}>
            <OperatorEnrolment secret={enrolment.secret} otpauthUrl={enrolment.otpauthUrl} />
          </Suspense>
        )}
        <TextField
          key={phase}
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={codeValue}
          filter={digits}
          onValueChange={(value) => setCode({ phase, value })}
          error={fieldErrors.code}
          hint={CODE_HINT[phase]}
          autoFocus={enrolling}
        />
        <Button type="submit" busy={busy} fullWidth>
          {enrolling ? 'Finish set-up and sign in' : 'Sign in'}
        </Button>
        {enrolling && (
          <div className={styles.row}>
            <button type="button" className={text.link} onClick={onCancelEnrolment}>
              Start again
            </button>
          </div>
        )}
      </form>
    </AuthCard>
  );
}
