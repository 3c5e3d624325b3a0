import { ApiError, SOMETHING_WENT_WRONG } from '../../api/errors';

export const REQUIRED = 'This Field Is Required.';

/** A refused form: messages placed under their fields, and those that belong to no field. */
export interface FormErrors<Field extends string> {
  fields: Partial<Record<Field, string>>;
  general: string[];
}

export const noErrors = <Field extends string>(): FormErrors<Field> => ({ fields: {}, general: [] });

export interface PlaceOptions<Field extends string> {
  /** The form field a server field's messages go under, or null when the form has none for it. */
  place: (serverField: string) => Field | null;
  /** Password and PIN changes show every message (spec document 2 §8); other forms the first of each. */
  every?: boolean;
}

/**
 * The server's refusal, spread over the form. A 401 on a profile write is the spec's 'Something Went Wrong
 * Please Try Again....'; a refusal without field errors is its msg.
 */
export function formErrorsOf<Field extends string>(
  error: unknown,
  { place, every = false }: PlaceOptions<Field>,
): FormErrors<Field> {
  const response = error instanceof ApiError ? error.response : undefined;
  if (!response || response.code === 401) return { fields: {}, general: [SOMETHING_WENT_WRONG] };
  const placed: FormErrors<Field> = noErrors();
  for (const [serverField, messages] of Object.entries(response.errors ?? {})) {
    const shown = (every ? messages : messages.slice(0, 1)).filter(Boolean);
    if (shown.length === 0) continue;
    const field = place(serverField);
    if (field) {
      const before = placed.fields[field];
      placed.fields[field] = [before, ...shown].filter(Boolean).join(' ');
    } else {
      placed.general.push(...shown);
    }
  }
  if (Object.keys(placed.fields).length === 0 && placed.general.length === 0) {
    placed.general.push(response.msg || response.message || SOMETHING_WENT_WRONG);
  }
  return placed;
}

/** The form without the edited field's error: a member who corrects a field sees its message go. */
export function withoutField<Field extends string>(
  errors: FormErrors<Field>,
  field: Field,
): FormErrors<Field> {
  if (!errors.fields[field]) return errors;
  const { [field]: _edited, ...rest } = errors.fields;
  return { ...errors, fields: rest as Partial<Record<Field, string>> };
}

export const hasErrors = (errors: FormErrors<string>) =>
  Object.keys(errors.fields).length > 0 || errors.general.length > 0;

/** The verification code may come back under the auth type's key or as `code`. */
export const isCodeField = (serverField: string) =>
  serverField === 'mpin' ||
  serverField === 'otp' ||
  serverField === 'authenticator' ||
  serverField === 'code';
