import { type FormEvent, useState } from 'react';
import type { AuthType } from '../../api/contract';
import { codeLength } from '../../machines/verification/moneyRules';
import { formActions } from '../../theme';
import { Button, type CooldownView, idleCooldown, PasswordField, ResendCode } from '../../ui';
import { MoneyCodeField } from '../shared/MoneyVerification/MoneyCodeField';
import { FormMessages } from './FormMessages';
import type { FormErrors } from './formErrors';
import * as styles from './Profile.css';
import {
  emptyPassword,
  type PasswordField as Field,
  mismatched,
  PASSWORD_MISMATCH,
  type PasswordValues,
} from './securityForms';

export interface PasswordPanelProps {
  /** The member's sign-in method names the verification field and its length. */
  authType: AuthType;
  errors: FormErrors<Field>;
  saving: boolean;
  /** For 'otp': the code is mailed on request, with the resend countdown. */
  cooldown?: CooldownView;
  onSendCode: () => void;
  onFieldEdit: (field: Field) => void;
  onSubmit: (values: PasswordValues) => void;
}

/** The Password tab: current, new and confirm, and the member's code; a change signs out every other session. */
export function PasswordPanel({
  authType,
  errors,
  saving,
  cooldown,
  onSendCode,
  onFieldEdit,
  onSubmit,
}: PasswordPanelProps) {
  const [values, setValues] = useState<PasswordValues>(emptyPassword);
  const edit = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    onFieldEdit(field);
    // Whether the confirmation matches is decided afresh as the new password changes.
    if (field === 'newpassword') onFieldEdit('confirm');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  const confirmError =
    errors.fields.confirm ?? (mismatched(values.newpassword, values.confirm) ? PASSWORD_MISMATCH : undefined);

  return (
    <div className={styles.panel}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Change password">
        <PasswordField
          label="Current Password"
          name="currentpassword"
          showLabel="Show current password"
          hidePasswordLabel="Hide current password"
          maxLength={128}
          value={values.currentpassword}
          onValueChange={edit('currentpassword')}
          error={errors.fields.currentpassword}
        />
        <PasswordField
          label="New Password"
          name="newpassword"
          autoComplete="new-password"
          showLabel="Show new password"
          hidePasswordLabel="Hide new password"
          maxLength={128}
          hint="At least 8 characters."
          value={values.newpassword}
          onValueChange={edit('newpassword')}
          error={errors.fields.newpassword}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          showLabel="Show password confirmation"
          hidePasswordLabel="Hide password confirmation"
          maxLength={128}
          value={values.confirm}
          onValueChange={edit('confirm')}
          error={confirmError}
        />
        <MoneyCodeField
          authType={authType}
          length={codeLength(authType)}
          value={values.code}
          onChange={edit('code')}
          error={errors.fields.code}
        />
        {authType === 'otp' && (
          <ResendCode cooldown={cooldown ?? idleCooldown} onResend={onSendCode} label="Send code" />
        )}
        <p className={styles.note}>
          Changing your password signs out every other session of your account; this one stays signed in.
        </p>
        <FormMessages messages={errors.general} />
        <div className={formActions}>
          <Button type="submit" busy={saving}>
            Change Password
          </Button>
        </div>
      </form>
    </div>
  );
}
