import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { changePasswordMutation, profileKeys } from '../../api/profile';
import { otpCooldownMachine } from '../../machines/otpCooldown/otpCooldownMachine';
import { notify } from '../../ui';
import { useCooldown } from '../shared/useCooldown';
import { useSession } from '../shared/useSession';
import { type FormErrors, formErrorsOf, noErrors, withoutField } from './formErrors';
import { PasswordPanel } from './PasswordPanel';
import {
  PASSWORD_CHANGED,
  type PasswordField,
  type PasswordValues,
  passwordBody,
  passwordErrors,
  placePasswordField,
} from './securityForms';

/** The Password tab: checks the form, sends the change with the member's code, shows every refusal message. */
export function PasswordTab() {
  const session = useSession();
  const authType = session?.auth_type ?? 'mpin';
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrors<PasswordField>>(noErrors);
  // A new key after a change mounts an empty form.
  const [formKey, setFormKey] = useState(0);

  const change = useMutation({
    ...changePasswordMutation(),
    onSuccess: () => {
      notify.success(PASSWORD_CHANGED);
      setErrors(noErrors());
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: profileKeys.sessions() });
      void queryClient.invalidateQueries({ queryKey: profileKeys.logsAll });
    },
    onError: (error) => setErrors(formErrorsOf(error, { place: placePasswordField, every: true })),
  });

  const [, sendOtp, otpActor] = useMachine(otpCooldownMachine, {
    input: { username: session?.username ?? '', from: 'security', start: 'idle' },
  });
  const cooldown = useCooldown(authType === 'otp' ? otpActor : undefined);

  const submit = (values: PasswordValues) => {
    const fields = passwordErrors(values, authType);
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length > 0) return;
    change.mutate(passwordBody(values, authType));
  };

  return (
    <PasswordPanel
      key={formKey}
      authType={authType}
      errors={errors}
      saving={change.isPending}
      cooldown={cooldown}
      onSendCode={() => sendOtp({ type: 'otp.send' })}
      onFieldEdit={(field) => setErrors((current) => withoutField(current, field))}
      onSubmit={submit}
    />
  );
}
