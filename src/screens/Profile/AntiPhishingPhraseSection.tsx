import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { firstErrorMessage } from '../../api/errors';
import {
  type AntiPhishingPhraseResponse,
  antiPhishingPhraseQuery,
  noticeKeys,
  saveAntiPhishingPhraseMutation,
} from '../../api/notices';
import { notify } from '../../ui';
import { AntiPhishingPhrasePanel } from './AntiPhishingPhrasePanel';
import { type FormErrors, formErrorsOf, noErrors } from './formErrors';

type Field = 'anti_phishing_phrase';
const place = (field: string): Field | null => (field === 'anti_phishing_phrase' ? field : null);

/** GET anti-phishing-phrase in, POST anti-phishing-phrase out; the form opens once the saved phrase is known. */
export function AntiPhishingPhraseSection() {
  const queryClient = useQueryClient();
  const saved = useQuery(antiPhishingPhraseQuery());
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  const save = useMutation({
    ...saveAntiPhishingPhraseMutation(),
    onSuccess: (response) => {
      notify.success(firstErrorMessage(response, 'Anti-phishing phrase saved'));
      setErrors(noErrors());
      queryClient.setQueryData<AntiPhishingPhraseResponse>(noticeKeys.phrase(), {
        status: true,
        anti_phishing_phrase: response.anti_phishing_phrase,
      });
    },
    onError: (error) => setErrors(formErrorsOf(error, { place })),
  });
  if (!saved.data) return null;
  const phrase = saved.data.anti_phishing_phrase;
  return (
    <AntiPhishingPhrasePanel
      key={phrase ?? ''}
      phrase={phrase}
      error={errors.fields.anti_phishing_phrase ?? null}
      general={errors.general}
      saving={save.isPending}
      onEdit={() => setErrors(noErrors())}
      onSave={(value) => save.mutate(value)}
    />
  );
}
