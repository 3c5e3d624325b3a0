import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { operatorPasswordMutation } from '../../../api/operatorHome';
import { failureMessage, fieldErrors } from '../shared/failure';
import { PasswordView } from './PasswordView';
import { draftErrors, emptyDraft, type PasswordDraft } from './passwordForm';

const CHANGE_FAILED = 'Your password could not be changed. Please try again.';

/** POST operator/password; the form's own checks come first, then the server's word by field. */
export function PasswordScreen() {
  const [draft, setDraft] = useState<PasswordDraft>(emptyDraft);
  const [checked, setChecked] = useState(false);
  const change = useMutation({ ...operatorPasswordMutation(), onSuccess: () => setDraft(emptyDraft) });
  const own = checked ? draftErrors(draft) : {};
  const server = change.error ? fieldErrors(change.error) : {};
  const errors = { ...server, ...own };
  return (
    <PasswordView
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        if (change.isSuccess) change.reset();
      }}
      errors={errors}
      failure={
        change.error && Object.keys(server).length === 0 ? failureMessage(change.error, CHANGE_FAILED) : null
      }
      done={change.data?.message ?? null}
      busy={change.isPending}
      onSubmit={() => {
        setChecked(true);
        if (Object.keys(draftErrors(draft)).length > 0) return;
        setChecked(false);
        const { repeat: _repeat, ...body } = draft;
        change.mutate({ ...body, code: body.code.trim() });
      }}
    />
  );
}
