import type { FormEvent } from 'react';
import type { SummaryCard } from '../../api/contract';
import {
  type WithdrawSetting,
  type WithdrawWallet,
  withdrawWalletLabels,
  withdrawWalletOptions,
} from '../../api/withdraw';
import { formActions } from '../../theme';
import { Button, digitsDot, formatUsdt, Section, Select, TextField, authCardText as text } from '../../ui';
import * as styles from './Withdraw.css';
import { formatRupees } from './withdrawFormat';

export interface WithdrawInfo {
  /** Decimal strings keyed by wallet, exactly as GET withdraw returns them. */
  balance: { pay_in: string; pay_out: string; reserve: string };
  conversionRate: string;
  cards: readonly SummaryCard[];
  setting: WithdrawSetting;
  /**
   * ISO time until which withdrawals are refused after a security change (GET withdraw's
   * `withdraw_hold_until`); null when they are open.
   */
  holdUntil: string | null;
}

export interface WithdrawFormValues {
  wallet: WithdrawWallet | '';
  amount: string;
}

export interface WithdrawFormProps {
  info: WithdrawInfo;
  form: WithdrawFormValues;
  fieldErrors: Partial<Record<'wallet' | 'amount', string>>;
  /** The last refusal, shown beside the form until the member tries again. */
  submitError: string | null;
  onFieldChange: (field: 'wallet' | 'amount', value: string) => void;
  onNext: () => void;
  busy: boolean;
}

export function WithdrawForm({
  info,
  form,
  fieldErrors,
  submitError,
  onFieldChange,
  onNext,
  busy,
}: WithdrawFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (info.holdUntil === null) onNext();
  };
  const held = info.holdUntil !== null;
  const balance = form.wallet ? info.balance[form.wallet] : null;
  const rupees =
    info.setting.type === 'bank' && form.amount ? formatRupees(form.amount, info.conversionRate) : null;
  const hint = [
    balance !== null ? `Available: ${formatUsdt(balance)}` : null,
    rupees ? `You receive about ${rupees} at ₹ ${info.conversionRate} per USDT, before the fee.` : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Section title="Withdraw">
      <form onSubmit={submit} noValidate>
        {/* One disabled fieldset closes every field and the button at once while withdrawals are held. */}
        <fieldset className={styles.form} disabled={held}>
          <Select
            label="Wallet"
            placeholder="Select Wallet"
            value={form.wallet}
            options={withdrawWalletOptions.map((wallet) => ({
              value: wallet,
              label: `${withdrawWalletLabels[wallet]} (${formatUsdt(info.balance[wallet])})`,
            }))}
            onValueChange={(value) => onFieldChange('wallet', value)}
            error={fieldErrors.wallet}
            disabled={held}
          />
          <TextField
            label="Amount"
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={form.amount}
            filter={digitsDot}
            onValueChange={(value) => onFieldChange('amount', value)}
            error={fieldErrors.amount}
            hint={hint || undefined}
            endAdornment="USDT"
            disabled={held}
          />
          {submitError && (
            <p className={text.critical} role="alert">
              {submitError}
            </p>
          )}
          <div className={formActions}>
            <Button type="submit" busy={busy} disabled={held}>
              Next
            </Button>
          </div>
        </fieldset>
      </form>
    </Section>
  );
}
