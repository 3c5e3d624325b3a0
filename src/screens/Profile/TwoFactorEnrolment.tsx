import { CopyButton, digits, QrCode } from '../../ui';
import * as styles from './Security.css';
import { TwoFactorCodeForm, type TwoFactorCodeFormProps } from './TwoFactorCodeForm';

export const KEY_COPIED = 'Setup key copy to clipboard successfully.';

export interface Enrolment {
  /** The `otpauth://` link of the new secret, drawn here as a QR code. */
  otpauth: string;
  /** The same secret in base32, for typing into the app by hand. */
  secret: string;
}

export type TwoFactorEnrolmentProps = {
  enrolment: Enrolment | null;
} & Pick<TwoFactorCodeFormProps, 'code' | 'codeError' | 'busy' | 'onCodeChange' | 'onSubmit' | 'onCancel'>;

/** Setting up the authenticator app: the QR code and the key to add it, then a code from it to turn 2FA on. */
export function TwoFactorEnrolment({ enrolment, ...form }: TwoFactorEnrolmentProps) {
  return (
    <div className={styles.enrolment}>
      {enrolment ? (
        <QrCode
          className={styles.qr}
          value={enrolment.otpauth}
          label="QR code to scan with your authenticator app"
        />
      ) : null}
      <div className={styles.form}>
        <ol className={styles.steps}>
          <li>Open an authenticator app (Google Authenticator, Authy, 1Password…) on your phone.</li>
          <li>Scan the QR code, or add an account by hand with this setup key:</li>
        </ol>
        {enrolment ? (
          <div className={styles.keyBlock}>
            <span className={styles.keyLabel}>Setup key</span>
            <code className={styles.key}>{enrolment.secret}</code>
            <CopyButton text={enrolment.secret} message={KEY_COPIED} label="Copy key" />
          </div>
        ) : (
          <p role="status">Preparing your setup key…</p>
        )}
        <TwoFactorCodeForm
          {...form}
          label="2FA Code"
          hint="The 6-digit code your app shows now."
          maxLength={6}
          numeric
          filter={digits}
          submitLabel="Turn on 2FA"
        />
      </div>
    </div>
  );
}
