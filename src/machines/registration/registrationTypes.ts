import type { NameChecksEvent } from './nameChecksMachine';
import type { RegistrationErrors, RegistrationForm, RegistrationInfo } from './registrationRules';

export interface RegistrationInput {
  sponsor?: string | null;
  position?: string | null;
}

export interface RegistrationContext {
  info: RegistrationInfo | null;
  linkedSponsor: string | null;
  linkedPosition: 'L' | 'R' | null;
  fieldErrors: RegistrationErrors;
  error: string | null;
}

export type RegistrationEvent =
  | NameChecksEvent
  | { type: 'form.submit'; form: RegistrationForm }
  | {
      type: 'form.edit';
      field: keyof RegistrationForm;
      value: RegistrationForm[keyof RegistrationForm];
    }
  | { type: 'info.retry' }
  /** The invitation link's sponsor was found to name no member: the form's sponsor is sent instead. */
  | { type: 'sponsor.unlink' };
