import { adjustableWallets } from '../../../api/operatorMoney';
import { Select, TextField } from '../../../ui';
import * as styles from './Money.css';
import { AmountField, MemberField } from './MoneyFields';
import { MoneyFormFrame, type MoneyFormViewProps } from './MoneyFormFrame';
import { walletLabels } from './moneyText';

const walletOptions = adjustableWallets.map((wallet) => ({ value: wallet, label: walletLabels[wallet] }));
const directionOptions = [
  { value: 'credit', label: 'Credit (add to the wallet)' },
  { value: 'debit', label: 'Debit (take from the wallet)' },
];

/** Ask to credit or debit a member's wallet by hand; every adjustment waits for a second operator. */
export function AdjustmentView({ form, fieldErrors, busy, onChange, ...frame }: MoneyFormViewProps) {
  const fields = { form, fieldErrors, onChange };
  return (
    <MoneyFormFrame
      {...frame}
      busy={busy}
      title="Ask for an adjustment"
      intro="A correction of a member's wallet by hand. It reaches the ledger only once a second operator approves it."
      submitLabel="Ask for adjustment"
      againLabel="Ask for another adjustment"
    >
      <MemberField {...fields} />
      <Select
        label="Wallet"
        placeholder="Choose a wallet"
        options={walletOptions}
        value={form.wallet ?? ''}
        error={fieldErrors.wallet}
        onValueChange={(value) => onChange('wallet', value)}
      />
      <Select
        label="Direction"
        placeholder="Credit or debit"
        options={directionOptions}
        value={form.direction ?? ''}
        error={fieldErrors.direction}
        onValueChange={(value) => onChange('direction', value)}
      />
      <AmountField {...fields} />
      <TextField
        fieldClassName={styles.fullRow}
        label="Reason"
        hint="Kept with the request and written to the ledger line; at most 200 characters."
        value={form.reason ?? ''}
        error={fieldErrors.reason}
        maxLength={200}
        onValueChange={(value) => onChange('reason', value)}
        autoComplete="off"
      />
    </MoneyFormFrame>
  );
}
