import { filterRecoveryCode, RECOVERY_CODE_LENGTH } from '../../machines/twoFactor/twoFactorRules';
import { Skeleton, Switch, authCardText as text } from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import {
  type MoneyVerification,
  MoneyVerificationDialog,
} from '../shared/MoneyVerification/MoneyVerificationDialog';
import { RecoveryCodesLeft, RecoveryCodesShown } from './RecoveryCodes';
import * as styles from './Security.css';
import { TwoFactorCodeForm } from './TwoFactorCodeForm';
import { type Enrolment, TwoFactorEnrolment } from './TwoFactorEnrolment';

export type { Enrolment } from './TwoFactorEnrolment';

/** Where the member is in the 2FA toggle; 'idle' while nothing is asked of them. */
export const twoFactorSteps = [
  'idle',
  'enrolling',
  'enabling',
  'showingCodes',
  'confirmingDisable',
  'disabling',
  'renewing',
] as const;
export type TwoFactorStep = (typeof twoFactorSteps)[number];

export interface TwoFactorPanelProps {
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  /** The server's state: the switch shows this and nothing else. */
  enabled: boolean;
  step: TwoFactorStep;
  enrolment: Enrolment | null;
  recoveryCodesLeft: number;
  /** Shown once, after 2FA is turned on or the codes are renewed. */
  recoveryCodes: readonly string[];
  code: string;
  codeError: string | null;
  /** The server's last refusal. */
  error: string | null;
  /** 2FA is how the member signs in, so it stays on until another method is chosen. */
  signsIn: boolean;
  /** The verification of new recovery codes, by the member's auth type; null while not asked. */
  renewal: MoneyVerification | null;
  onToggle: () => void;
  onCodeChange: (code: string) => void;
  onCodeSubmit: () => void;
  onCancel: () => void;
  onResend: () => void;
  onCodesSaved: () => void;
  onDownloadCodes: () => void;
  onRenew: () => void;
}

const ignore = () => undefined;

/** The 2FA Setting tab: the switch (always the server's state), enrolment, recovery codes and turning it off. */
export function TwoFactorPanel(props: TwoFactorPanelProps) {
  const { loading, loadError, onReload, enabled, step, error, signsIn } = props;
  if (loading) {
    return (
      <div className={styles.panel} aria-busy="true">
        <p className={text.muted} role="status">
          Loading 2FA setting…
        </p>
        <Skeleton shape="rect" />
      </div>
    );
  }
  if (loadError !== null) {
    return (
      <div className={styles.panel}>
        <LoadFailedNotice detail={loadError} onRetry={onReload} />
      </div>
    );
  }
  const code = {
    code: props.code,
    codeError: props.codeError,
    onCodeChange: props.onCodeChange,
    onSubmit: props.onCodeSubmit,
    onCancel: props.onCancel,
  };
  return (
    <div className={styles.panel}>
      <Switch
        label="Two-factor authentication (2FA)"
        description={
          signsIn && enabled
            ? 'You sign in with your authenticator: choose another method on the Authentication tab before turning 2FA off.'
            : enabled
              ? 'On: your authenticator app confirms your sign-in and security changes.'
              : 'Off: turn it on to add a code from an authenticator app to your account.'
        }
        checked={enabled}
        busy={step === 'enabling' || step === 'disabling'}
        disabled={signsIn && enabled}
        onCheckedChange={props.onToggle}
      />
      {error && step !== 'showingCodes' && (
        <p className={text.critical} role="alert">
          {error}
        </p>
      )}
      {(step === 'enrolling' || step === 'enabling') && (
        <TwoFactorEnrolment {...code} enrolment={props.enrolment} busy={step === 'enabling'} />
      )}
      {(step === 'confirmingDisable' || step === 'disabling') && (
        <TwoFactorCodeForm
          {...code}
          label="Authenticator code or recovery code"
          hint="A code from your app, or one of your recovery codes (xxxxx-xxxxx)."
          maxLength={RECOVERY_CODE_LENGTH}
          numeric={false}
          filter={filterRecoveryCode}
          busy={step === 'disabling'}
          submitLabel="Turn off 2FA"
          tone="danger"
        />
      )}
      {step === 'showingCodes' && (
        <RecoveryCodesShown
          codes={props.recoveryCodes}
          onDownload={props.onDownloadCodes}
          onSaved={props.onCodesSaved}
        />
      )}
      {enabled && (step === 'idle' || step === 'renewing') && (
        <RecoveryCodesLeft
          left={props.recoveryCodesLeft}
          renewing={step === 'renewing'}
          onRenew={props.onRenew}
        />
      )}
      <MoneyVerificationDialog
        verification={props.renewal}
        onCodeChange={props.onCodeChange}
        onCodeSubmit={props.onCodeSubmit}
        onResend={props.onResend}
        onCancel={props.onCancel}
        onRetry={ignore}
      />
    </div>
  );
}
