import { depositMethods } from '../../../api/operatorMoney';
import { lettersDigits, Select, TextField } from '../../../ui';
import { AmountField, MemberField } from './MoneyFields';
import { MoneyFormFrame, type MoneyFormViewProps } from './MoneyFormFrame';

const methodOptions = depositMethods.map((method) => ({ value: String(method.id), label: method.label }));

/** Record a deposit seen on chain; above the approval threshold it waits for a second operator. */
export function DepositView({ form, fieldErrors, busy, onChange, ...frame }: MoneyFormViewProps) {
  const fields = { form, fieldErrors, onChange };
  return (
    <MoneyFormFrame
      {...frame}
      busy={busy}
      title="Record a deposit"
      intro="A payment seen on chain, for the member's next balance sync. Above the approval threshold it waits for a second operator."
      submitLabel="Record deposit"
      againLabel="Record another deposit"
    >
      <MemberField {...fields} />
      <Select
        label="Payment method"
        placeholder="Choose a method"
        options={methodOptions}
        value={form.payment_method_id ?? ''}
        error={fieldErrors.payment_method_id}
        onValueChange={(value) => onChange('payment_method_id', value)}
      />
      <AmountField {...fields} />
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
