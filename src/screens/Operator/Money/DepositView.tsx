import { depositMethods } from '../../../api/operatorMoney';
import { digitsDot, lettersDigits, Select, TextField } from '../../../ui';
import { MoneyFormFrame, type MoneyFormViewProps } from './MoneyFormFrame';

const methodOptions = depositMethods.map((method) => ({ value: String(method.id), label: method.label }));

/** Record a deposit seen on chain; above the approval threshold it waits for a second operator. */
export function DepositView({ form, fieldErrors, busy, onChange, ...frame }: MoneyFormViewProps) {
  return (
    <MoneyFormFrame
      {...frame}
      busy={busy}
      title="Record a deposit"
      intro="A payment seen on chain, for the member's next balance sync. Above the approval threshold it waits for a second operator."
      submitLabel="Record deposit"
      againLabel="Record another deposit"
    >
      <TextField
        label="Member username"
        value={form.username ?? ''}
        error={fieldErrors.username}
        onValueChange={(value) => onChange('username', value)}
        autoComplete="off"
        spellCheck={false}
      />
      <Select
        label="Payment method"
        placeholder="Choose a method"
        options={methodOptions}
        value={form.payment_method_id ?? ''}
        error={fieldErrors.payment_method_id}
        onValueChange={(value) => onChange('payment_method_id', value)}
      />
      <TextField
        label="Amount (USDT)"
        value={form.amount ?? ''}
        error={fieldErrors.amount}
        filter={digitsDot}
        inputMode="decimal"
        onValueChange={(value) => onChange('amount', value)}
        autoComplete="off"
      />
      <TextField
        label="Transaction hash"
        value={form.txhash ?? ''}
        error={fieldErrors.txhash}
        filter={lettersDigits}
        maxLength={128}
        onValueChange={(value) => onChange('txhash', value)}
        autoComplete="off"
        spellCheck={false}
      />
    </MoneyFormFrame>
  );
}
