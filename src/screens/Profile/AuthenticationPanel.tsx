import { type FormEvent, useId } from 'react';
import type { AuthType } from '../../api/contract';
import { codeLength } from '../../machines/verification/moneyRules';
import { formActions } from '../../theme';
import {
  Button,
  type CooldownView,
  idleCooldown,
  ResendCode,
  Skeleton,
  authCardText as text,
} from '../../ui';
import * as fieldStyles from '../../ui/field.css';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import { MoneyCodeField } from '../shared/MoneyVerification/MoneyCodeField';
import * as styles from './Security.css';

/** The spec's names of the methods (document 2 §4), in its order. */
export const authTypeOptions: readonly { value: AuthType; label: string; about: string }[] = [
  { value: 'otp', label: 'OTP', about: 'A code sent to your e-mail each time.' },
  { value: 'mpin', label: 'Security Pin', about: 'Your 4-digit Security Pin.' },
  { value: 'authenticator', label: 'Authenticator', about: 'A code from your authenticator app (2FA).' },
];

export interface AuthenticationPanelProps {
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  /** The method in use now; its code confirms the change. */
  current: AuthType;
  setUp: Record<AuthType, boolean>;
  selected: AuthType | null;
  code: string;
  fieldErrors: { type?: string; code?: string };
  busy: boolean;
  cooldown?: CooldownView;
  onSelect: (authType: AuthType) => void;
  onCodeChange: (code: string) => void;
  onSendCode: () => void;
  onSubmit: () => void;
}

function statusOf(value: AuthType, current: AuthType, setUp: boolean) {
  if (value === current) return 'In use now.';
  return setUp ? 'Ready to use.' : 'Not set up yet.';
}

/** The Authentication tab: how the member confirms sign-in and security changes, changed with today's code. */
export function AuthenticationPanel(props: AuthenticationPanelProps) {
  const { current, setUp, selected, fieldErrors } = props;
  const id = useId();
  if (props.loading) {
    return (
      <div className={styles.panel} aria-busy="true">
        <p className={text.muted} role="status">
          Loading authentication…
        </p>
        <Skeleton shape="rect" />
      </div>
    );
  }
  if (props.loadError !== null) {
    return (
      <div className={styles.panel}>
        <LoadFailedNotice detail={props.loadError} onRetry={props.onReload} />
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const typeErrorId = `${id}-type-error`;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate>
      <fieldset className={styles.options} aria-describedby={fieldErrors.type ? typeErrorId : undefined}>
        <legend className={styles.legend}>Authentication type</legend>
        {authTypeOptions.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div key={option.value} className={styles.option}>
              <input
                id={inputId}
                className={styles.radio}
                type="radio"
                name={`${id}-type`}
                value={option.value}
                checked={selected === option.value}
                onChange={() => props.onSelect(option.value)}
                aria-describedby={`${inputId}-about`}
              />
              <label htmlFor={inputId} className={styles.optionLabel}>
                {option.label}
              </label>
              <span id={`${inputId}-about`} className={styles.optionNote}>
                {option.about} {statusOf(option.value, current, setUp[option.value])}
              </span>
            </div>
          );
        })}
        {fieldErrors.type && (
          <span id={typeErrorId} className={fieldStyles.error} role="alert">
            {fieldErrors.type}
          </span>
        )}
      </fieldset>
      <MoneyCodeField
        authType={current}
        length={codeLength(current)}
        value={props.code}
        onChange={props.onCodeChange}
        error={fieldErrors.code}
        locked={props.busy}
      />
      {current === 'otp' && (
        <ResendCode cooldown={props.cooldown ?? idleCooldown} onResend={props.onSendCode} label="Send OTP" />
      )}
      <p className={text.muted}>Confirm with the code of the method you use now.</p>
      <div className={formActions}>
        <Button type="submit" busy={props.busy}>
          Submit
        </Button>
      </div>
    </form>
  );
}
