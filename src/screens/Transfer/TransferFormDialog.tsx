import type { FormEvent } from 'react';
import { type TransferWallet, transferWalletLabels, transferWallets } from '../../api/wallet';
import type { TransferForm } from '../../machines/transfer/transferMachine';
import type { FieldErrors, WalletBalances } from '../../machines/verification/moneyRules';
import { formActions } from '../../theme';
import {
  Button,
  Dialog,
  digitsDot,
  formatUsdt,
  Select,
  Skeleton,
  TextField,
  authCardText as text,
} from '../../ui';
import * as styles from './Transfer.css';

export interface TransferFormDialogProps {
  open: boolean;
  form: TransferForm;
  fieldErrors: FieldErrors<TransferForm>;
  /** The server's refusal of the last attempt, shown when the modal reopens. */
  error: string | null;
  balances: WalletBalances | undefined;
  onChange: (field: keyof TransferForm, value: string) => void;
  onNext: () => void;
  onClose: () => void;
}

const sources: Record<TransferWallet, { wallet: keyof WalletBalances; title: string }> = {
  pay_in_to_reserve: { wallet: 'pay_in', title: 'Wallet Balance' },
  pay_out_to_reserve: { wallet: 'pay_out', title: 'Withdraw Balance' },
};

const balanceRows: { wallet: keyof WalletBalances; title: string }[] = [
  ...Object.values(sources),
  { wallet: 'reserve', title: 'Reserve Wallet' },
];

const walletOptions = transferWallets.map((value) => ({ value, label: transferWalletLabels[value] }));

/** The 'Transfer To' modal: which balance goes to the Reserve Wallet, and how much. */
export function TransferFormDialog({
  open,
  form,
  fieldErrors,
  error,
  balances,
  onChange,
  onNext,
  onClose,
}: TransferFormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  const source = form.wallet ? sources[form.wallet] : undefined;
  const available = source ? balances?.[source.wallet] : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="Transfer To"
      description="Move funds from your Wallet or Withdraw balance to your Reserve Wallet."
    >
      <form className={styles.stack} onSubmit={submit} noValidate>
        <dl className={styles.balances}>
          {balanceRows.map(({ wallet, title }) => (
            <div key={wallet}>
              <dt>{title}</dt>
              <dd className={styles.balance}>
                {balances ? <strong>{formatUsdt(balances[wallet] ?? '0')}</strong> : <Skeleton width="8ch" />}
              </dd>
            </div>
          ))}
        </dl>
        <Select
          label="Wallet"
          name="wallet"
          placeholder="Select Wallet"
          options={walletOptions}
          value={form.wallet}
          onValueChange={(value) => onChange('wallet', value)}
          error={fieldErrors.wallet}
        />
        <TextField
          label="Amount"
          name="transfer_amount"
          inputMode="decimal"
          autoComplete="off"
          filter={digitsDot}
          value={form.amount}
          onValueChange={(value) => onChange('amount', value)}
          error={fieldErrors.amount}
          hint={available !== undefined ? `Available: ${formatUsdt(available)}` : undefined}
        />
        {error && (
          <p className={text.critical} role="alert">
            {error}
          </p>
        )}
        <div className={formActions}>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Next</Button>
        </div>
      </form>
    </Dialog>
  );
}
