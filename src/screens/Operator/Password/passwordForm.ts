import { OPERATOR_PASSWORD_MIN } from '../../../api/operatorHome';

/** The password change as typed; the repeat is checked here and never sent. */
export interface PasswordDraft {
  current_password: string;
  code: string;
  new_password: string;
  repeat: string;
}

export const emptyDraft: PasswordDraft = { current_password: '', code: '', new_password: '', repeat: '' };

/** What is wrong with the draft, by field, before anything is sent; the server checks the same again. */
export function draftErrors(draft: PasswordDraft): Partial<Record<keyof PasswordDraft, string>> {
  const errors: Partial<Record<keyof PasswordDraft, string>> = {};
  if (!draft.current_password) errors.current_password = 'Enter your current password.';
  if (!/^\d{6}$/.test(draft.code.trim())) errors.code = 'Enter the 6 digits your authenticator shows.';
  if (draft.new_password.length < OPERATOR_PASSWORD_MIN)
    errors.new_password = `Use at least ${OPERATOR_PASSWORD_MIN} characters.`;
  else if (draft.new_password.length > 256) errors.new_password = 'Use at most 256 characters.';
  else if (draft.new_password === draft.current_password)
    errors.new_password = 'The new password must differ from the current one.';
  if (draft.repeat !== draft.new_password) errors.repeat = 'The two new passwords differ.';
  return errors;
}
