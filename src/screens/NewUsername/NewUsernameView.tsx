import { Link } from 'react-router-dom';
import { AuthCard, Button, authCardText as text } from '../../ui';

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
    <AuthCard title="Verify your e-mail">
      {canSend ? (
        <>
          <p className={text.lead}>
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
            <p role="alert" className={text.critical}>
              {error}
            </p>
          )}
          <Button busy={sending} onClick={onSendCode} fullWidth>
            Send verification code
          </Button>
        </>
      ) : (
        <p className={text.lead}>Please sign in again to verify your e-mail address.</p>
      )}
      <Link to="/login" className={text.link}>
        Back to Sign In
      </Link>
    </AuthCard>
  );
}
