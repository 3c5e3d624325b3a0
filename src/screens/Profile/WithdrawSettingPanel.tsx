import { type FormEvent, useState } from 'react';
import type { AuthType } from '../../api/contract';
import type { WithdrawAddressChange, WithdrawNetwork, WithdrawSetting } from '../../api/withdraw';
import { codeLength } from '../../machines/verification/moneyRules';
import { formActions } from '../../theme';
import {
  addressChars,
  Button,
  type CooldownView,
  formatDashDate,
  idleCooldown,
  ResendCode,
  Select,
  Skeleton,
  TextField,
  authCardText as text,
} from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import { MoneyCodeField } from '../shared/MoneyVerification/MoneyCodeField';
import * as styles from './Profile.css';

export const WITHDRAW_OPTION_WARNING = 'Withdrawal must be initiated based on selected option.';

export interface WithdrawSettingValues {
  withdrawal_address: string;
  network: WithdrawNetwork;
  code: string;
}

export type WithdrawSettingField = 'withdrawal_address' | 'code';

export interface WithdrawSettingPanelProps {
  setting: WithdrawSetting | null;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  authType: AuthType;
  fieldErrors: Partial<Record<WithdrawSettingField, string>>;
  saving: boolean;
  /** For 'otp': the code is mailed on request, with the resend countdown. */
  cooldown?: CooldownView;
  onSendCode: () => void;
  onFieldEdit: (field: WithdrawSettingField) => void;
  onSubmit: (values: WithdrawSettingValues) => void;
  /** A new address waiting out its 24-hour cooling-off (GET withdraw's `pending_address_change`), or null. */
  pendingChange?: WithdrawAddressChange | null;
  /** True while the member is typing a new address over the saved one. */
  changing?: boolean;
  onChangeStart?: () => void;
  onChangeAbandon?: () => void;
  /** Cancels the waiting new address; the saved one stays. */
  onChangeCancel?: () => void;
  cancellingChange?: boolean;
}

/** The network follows the address: an EVM '0x…' address is BEP20, anything else is taken as TRC20 ('T…'). */
export const networkOf = (address: string): WithdrawNetwork =>
  address.trim().startsWith('0x') ? 'BEP20' : 'TRC20';

export const CHANGE_NOTE =
  'A new address takes effect 24 hours after you save it, and withdrawals pause until then. We mail you a link that cancels it.';

function PendingChange({
  change,
  onCancel,
  cancelling,
}: {
  change: WithdrawAddressChange;
  onCancel: (() => void) | undefined;
  cancelling: boolean;
}) {
  return (
    <section className={styles.form} aria-label="New address waiting">
      <TextField label="New Receiving Address" value={change.withdrawal_address} readOnly />
      <p className={text.muted} role="status">
        This {change.network} address replaces the saved one on {formatDashDate(change.effective_at, true)}.
        Until then withdrawals go to the saved address. You can cancel it here or with the link in the mail we
        sent you.
      </p>
      {onCancel && (
        <div className={formActions}>
          <Button variant="danger" busy={cancelling} onClick={onCancel}>
            Cancel new address
          </Button>
        </div>
      )}
    </section>
  );
}

function SavedSetting({
  setting,
  pendingChange,
  onChangeStart,
  onChangeCancel,
  cancellingChange,
}: {
  setting: WithdrawSetting;
  pendingChange: WithdrawAddressChange | null;
  onChangeStart: (() => void) | undefined;
  onChangeCancel: (() => void) | undefined;
  cancellingChange: boolean;
}) {
  return (
    <div className={styles.form}>
      <Select label="Type" value="crypto" options={[{ value: 'crypto', label: 'Crypto' }]} disabled />
      <TextField label="Coin" value={setting.withdrawal_coin ?? 'USDT'} readOnly />
      <TextField label="Network" value={setting.network ?? ''} readOnly />
      <TextField label="Receiving Address" value={setting.withdrawal_address ?? ''} readOnly />
      <p className={text.muted} role="note">
        Your withdrawal address is saved and locked.
      </p>
      {pendingChange && (
        <PendingChange change={pendingChange} onCancel={onChangeCancel} cancelling={cancellingChange} />
      )}
      {onChangeStart && (
        <div className={formActions}>
          <Button variant="secondary" onClick={onChangeStart}>
            {pendingChange ? 'Change again' : 'Change address'}
          </Button>
        </div>
      )}
    </div>
  );
}

type SettingFormProps = Pick<
  WithdrawSettingPanelProps,
  'authType' | 'fieldErrors' | 'saving' | 'cooldown' | 'onSendCode' | 'onFieldEdit' | 'onSubmit'
> & {
  /** Typing a new address over a saved one: it waits 24 hours, and the member may go back. */
  onAbandon?: (() => void) | undefined;
};

function SettingForm({
  authType,
  fieldErrors,
  saving,
  cooldown,
  onSendCode,
  onFieldEdit,
  onSubmit,
  onAbandon,
}: SettingFormProps) {
  const [address, setAddress] = useState('');
  const [code, setCode] = useState('');
  const network = networkOf(address);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ withdrawal_address: address.trim(), network, code });
  };
  const editCode = (value: string) => {
    setCode(value);
    onFieldEdit('code');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Select label="Type" defaultValue="crypto" options={[{ value: 'crypto', label: 'Crypto' }]} />
      <TextField label="Coin" value="USDT" readOnly />
      <TextField
        label="Network"
        value={network}
        readOnly
        hint="Follows the address: T… for TRC20, 0x… for BEP20."
      />
      <TextField
        label={onAbandon ? 'New Receiving Address' : 'Receiving Address'}
        name="withdrawal_address"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={address}
        filter={addressChars}
        onValueChange={(value) => {
          setAddress(value);
          onFieldEdit('withdrawal_address');
        }}
        error={fieldErrors.withdrawal_address}
      />
      <MoneyCodeField
        authType={authType}
        length={codeLength(authType)}
        value={code}
        onChange={editCode}
        error={fieldErrors.code}
      />
      {authType === 'otp' && (
        <ResendCode cooldown={cooldown ?? idleCooldown} onResend={onSendCode} label="Send OTP" />
      )}
      <p className={text.muted}>{WITHDRAW_OPTION_WARNING}</p>
      <p className={text.muted}>
        {onAbandon
          ? CHANGE_NOTE
          : 'Once saved, the address is locked; a new one takes effect only after 24 hours.'}
      </p>
      <div className={formActions}>
        {onAbandon && (
          <Button variant="secondary" onClick={onAbandon} disabled={saving}>
            Keep saved address
          </Button>
        )}
        <Button type="submit" busy={saving}>
          Update
        </Button>
      </div>
    </form>
  );
}

/**
 * The Withdraw Setting tab: a crypto receiving address, saved with the member's code, then locked. A saved
 * address can be changed: the new one is shown with the time it takes effect, 24 hours after it is saved.
 */
export function WithdrawSettingPanel({
  setting,
  loading,
  loadError,
  onReload,
  pendingChange = null,
  changing = false,
  onChangeStart,
  onChangeAbandon,
  onChangeCancel,
  cancellingChange = false,
  ...form
}: WithdrawSettingPanelProps) {
  if (loading && !setting) {
    return (
      <div className={styles.panel} aria-busy="true">
        <p className={text.muted} role="status">
          Loading withdraw setting…
        </p>
        <Skeleton shape="rect" />
      </div>
    );
  }
  if (!setting) {
    return (
      <div className={styles.panel}>
        <LoadFailedNotice detail={loadError} onRetry={onReload} />
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      {!setting.withdrawal_address ? (
        <SettingForm {...form} />
      ) : changing ? (
        <SettingForm {...form} onAbandon={onChangeAbandon ?? (() => {})} />
      ) : (
        <SavedSetting
          setting={setting}
          pendingChange={pendingChange}
          onChangeStart={onChangeStart}
          onChangeCancel={onChangeCancel}
          cancellingChange={cancellingChange}
        />
      )}
    </div>
  );
}
