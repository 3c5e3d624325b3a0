import { useId } from 'react';
import { CopyButton, QrCode } from '../../ui';
import * as styles from './operatorSignIn.css';

export const SECRET_COPIED = 'Setup key copied to the clipboard.';

/** The secret in groups of four letters, as authenticator apps print it and as it is easiest to type. */
export const groupsOfFour = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export type OperatorEnrolmentProps = { secret: string; otpauthUrl: string };

/** The first sign-in's set-up: the QR code drawn here and the same secret as text, before the code is asked. */
export function OperatorEnrolment({ secret, otpauthUrl }: OperatorEnrolmentProps) {
  const headingId = useId();
  return (
    <section className={styles.enrolment} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.enrolmentHeading}>
        Set up your authenticator
      </h2>
      <ol className={styles.steps}>
        <li>Open an authenticator app (Google Authenticator, Authy, 1Password…) on your phone.</li>
        <li>Scan this QR code, or add an account by hand with the setup key below.</li>
        <li>Type the 6-digit code the app shows, then finish signing in.</li>
      </ol>
      <QrCode
        className={styles.qr}
        value={otpauthUrl}
        size={180}
        label="QR code to scan with your authenticator app"
      />
      <dl className={styles.keyList}>
        <dt className={styles.keyLabel}>Setup key</dt>
        <dd className={styles.keyValue}>
          <code className={styles.key}>{groupsOfFour(secret)}</code>
        </dd>
      </dl>
      <CopyButton text={secret} message={SECRET_COPIED} label="Copy setup key" />
    </section>
  );
}
