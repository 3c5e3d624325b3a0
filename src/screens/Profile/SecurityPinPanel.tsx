import { type FormEvent, useState } from 'react';
import { PIN_LENGTH } from '../../api/constants';
import { formActions } from '../../theme';
import { Button, digits, PasswordField } from '../../ui';
import { FormMessages } from './FormMessages';
import type { FormErrors } from './formErrors';
import * as styles from './Profile.css';
import { emptyPin, type PinField as Field, mismatched, PIN_MISMATCH, type PinValues } from './securityForms';

export interface SecurityPinPanelProps {
  errors: FormErrors<Field>;
  saving: boolean;
  onFieldEdit: (field: Field) => void;
  onSubmit: (values: PinValues) => void;
}

const pinInput = {
  inputMode: 'numeric',
  maxLength: PIN_LENGTH,
  filter: digits,
  autoComplete: 'off',
} as const;

/** The Security Pin tab: a new 4-digit PIN, set with the account password. */
export function SecurityPinPanel({ errors, saving, onFieldEdit, onSubmit }: SecurityPinPanelProps) {
  const [values, setValues] = useState<PinValues>(emptyPin);
  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onFieldEdit(field);
    if (field === 'spassword') onFieldEdit('spassword_confirmation');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const confirmError =
    errors.fields.spassword_confirmation ??
    (mismatched(values.spassword, values.spassword_confirmation) ? PIN_MISMATCH : undefined);

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Change Security Pin">
        <PasswordField
          label="Account Password"
          name="old_password"
          hint="The password you sign in with."
          showLabel="Show account password"
          hidePasswordLabel="Hide account password"
          maxLength={128}
          value={values.old_password}
          onValueChange={edit('old_password')}
          error={errors.fields.old_password}
        />
        <PasswordField
          {...pinInput}
          label="New Security Pin"
          name="spassword"
          hint={`${PIN_LENGTH} digits, not a simple run or repeat such as 1234 or 1111.`}
          showLabel="Show new Security Pin"
          hidePasswordLabel="Hide new Security Pin"
          value={values.spassword}
          onValueChange={edit('spassword')}
          error={errors.fields.spassword}
        />
        <PasswordField
          {...pinInput}
          label="Confirm Security Pin"
          name="spassword_confirmation"
          showLabel="Show Security Pin confirmation"
          hidePasswordLabel="Hide Security Pin confirmation"
          value={values.spassword_confirmation}
          onValueChange={edit('spassword_confirmation')}
          error={confirmError}
        />
        <FormMessages messages={errors.general} />
        <div className={formActions}>
          <Button type="submit" busy={saving}>
            Change Security Pin
          </Button>
        </div>
      </form>
    </div>
  );
}
