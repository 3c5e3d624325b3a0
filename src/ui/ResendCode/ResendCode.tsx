import { authCardText as text } from '../AuthCard/AuthCard';
import * as styles from './ResendCode.css';

export interface CooldownView {
  canResend: boolean;
  sending: boolean;
  secondsLeft: number;
  error: string | null;
}

export const idleCooldown: CooldownView = { canResend: true, sending: false, secondsLeft: 0, error: null };

export interface ResendCodeProps {
  cooldown: CooldownView;
  onResend: () => void;
  label?: string;
}

/** The resend link and its countdown ('Resend request after N sec'), shared by every code-entry step. */
export function ResendCode({ cooldown, onResend, label = 'Resend OTP' }: ResendCodeProps) {
  return (
    <div className={styles.row}>
      {cooldown.secondsLeft > 0 ? (
        <span className={text.muted} aria-live="polite">
          Resend request after {cooldown.secondsLeft} sec
        </span>
      ) : (
        <button
          type="button"
          className={text.link}
          onClick={onResend}
          disabled={!cooldown.canResend || cooldown.sending}
        >
          {cooldown.sending ? 'Sending…' : label}
        </button>
      )}
      {cooldown.error && (
        <span className={text.critical} role="alert">
          {cooldown.error}
        </span>
      )}
    </div>
  );
}
