import { digitsDot, TextField } from '../../../ui';
import type { MoneyFormViewProps } from './MoneyFormFrame';

type FieldProps = Pick<MoneyFormViewProps, 'form' | 'fieldErrors' | 'onChange'>;

/** The member a deposit or adjustment is for, by username. */
export function MemberField({ form, fieldErrors, onChange }: FieldProps) {
  return (
    <TextField
      label="Member username"
      value={form.username ?? ''}
      error={fieldErrors.username}
      onValueChange={(value) => onChange('username', value)}
      autoComplete="off"
      spellCheck={false}
    />
  );
}

/** An amount of USDT: digits and one dot only. */
export function AmountField({ form, fieldErrors, onChange }: FieldProps) {
  return (
    <TextField
      label="Amount (USDT)"
      value={form.amount ?? ''}
      error={fieldErrors.amount}
      filter={digitsDot}
      inputMode="decimal"
      onValueChange={(value) => onChange('amount', value)}
      autoComplete="off"
    />
  );
}
