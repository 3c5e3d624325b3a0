import { Link } from 'react-router-dom';
import { Button } from '../../ui';
import * as styles from '../Login/authPage.css';

export interface NewUsernameViewProps {
  /** The e-mail on file, from the router state; absent when the server did not say. */
  email: string | null;
  /** False when nobody is waiting for verification (the page was opened directly). */
  canSend: boolean;
  sending: boolean;
  error: string | null;
  onSendCode: () => void;
}

export function NewUsernameView({ email, canSend, sending, error, onSendCode }: NewUsernameViewProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>Verify your e-mail</h1>
        {canSend ? (
          <>
            <p className={styles.lead}>
              {email ? (
                <>
                  The e-mail address <strong>{email}</strong> on your account has not been verified yet.
                </>
              ) : (
                'The e-mail address on your account has not been verified yet.'
              )}{' '}
              Send a verification code to it to finish setting up your account.
            </p>
            {error && (
              <p role="alert" className={styles.critical}>
                {error}
              </p>
            )}
            <Button busy={sending} onClick={onSendCode} fullWidth>
              Send verification code
            </Button>
          </>
        ) : (
          <p className={styles.lead}>Please sign in again to verify your e-mail address.</p>
        )}
        <Link to="/login" className={styles.link}>
          Back to Sign In
        </Link>
      </section>
    </main>
  );
}
