import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firstErrorMessage } from '../../api/errors';
import { changePinMutation, profileKeys } from '../../api/profile';
import { notify } from '../../ui';
import { type FormErrors, formErrorsOf, noErrors, withoutField } from './formErrors';
import { SecurityPinPanel } from './SecurityPinPanel';
import { type PinField, type PinValues, pinBody, pinErrors, placePinField } from './securityForms';

/** The Security Pin tab: checks the form, sends the change, shows every refusal message (a trivial PIN's too). */
export function SecurityPinTab() {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FormErrors<PinField>>(noErrors);
  const [formKey, setFormKey] = useState(0);

  const change = useMutation({
    ...changePinMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Security Pin changed'));
      setErrors(noErrors());
      setFormKey((key) => key + 1);
      void queryClient.invalidateQueries({ queryKey: profileKeys.logsAll });
    },
    onError: (error) => setErrors(formErrorsOf(error, { place: placePinField, every: true })),
  });

  const submit = (values: PinValues) => {
    const fields = pinErrors(values);
    setErrors({ fields, general: [] });
    if (Object.keys(fields).length > 0) return;
    change.mutate(pinBody(values));
  };

  return (
    <SecurityPinPanel
      key={formKey}
      errors={errors}
      saving={change.isPending}
      onFieldEdit={(field) => setErrors((current) => withoutField(current, field))}
      onSubmit={submit}
    />
  );
}
