import type { Country, PreRegister, RegisterBody } from '../../api/contract';
import { USERNAME_MIN_LENGTH, USERNAME_TOO_SHORT } from '../../api/contract/authRules';

export interface RegistrationForm {
  name: string;
  username: string;
  email: string;
  phone: string;
  /** The chosen country's id, as the select holds it. */
  country: string;
  password: string;
  spassword: string;
  sponsor: string;
  position: '' | 'L' | 'R';
  is_checked: boolean;
}

export type RegistrationField = Exclude<keyof RegistrationForm, 'is_checked'>;
export type RegistrationErrors = Partial<Record<RegistrationField | 'is_checked', string>>;

export const emptyRegistrationForm: RegistrationForm = {
  name: '',
  username: '',
  email: '',
  phone: '',
  country: '',
  password: '',
  spassword: '',
  sponsor: '',
  position: '',
  is_checked: false,
};

export interface RegistrationInfo {
  preRegister: PreRegister;
  countries: Country[];
}

export const needsSponsor = (info: PreRegister | null) => info !== null && info.user_count !== 0;
export const needsPosition = (info: PreRegister | null) => needsSponsor(info) && info?.binary === 1;

/** The spec's requiredness rules, in the order the fields appear on the form. */
export function requiredErrors(form: RegistrationForm, info: PreRegister | null): RegistrationErrors | null {
  const errors: RegistrationErrors = {};
  if (!form.name.trim()) errors.name = 'Name is Required';
  if (!form.username.trim()) errors.username = 'Username is Required';
  else if (form.username.trim().length < USERNAME_MIN_LENGTH) errors.username = USERNAME_TOO_SHORT;
  if (!form.email.trim()) errors.email = 'Email is Required';
  if (!form.phone.trim()) errors.phone = 'Phone is Required';
  if (!form.country) errors.country = 'Country is Required';
  if (!form.password) errors.password = 'Password is Required';
  if (!form.spassword) errors.spassword = 'Security Pin is Required';
  if (needsSponsor(info) && !form.sponsor.trim()) errors.sponsor = 'Sponsor is Required';
  if (needsPosition(info) && !form.position) errors.position = 'Position is Required';
  if (!form.is_checked) errors.is_checked = 'Please accept the terms and conditions';
  return Object.keys(errors).length ? errors : null;
}

/**
 * The errors left once the member has changed one field: a field given a value loses its error (whether it
 * said the field was required or the server refused the old value); the others keep theirs.
 */
export function errorsAfterEdit(
  errors: RegistrationErrors,
  field: keyof RegistrationForm,
  value: RegistrationForm[keyof RegistrationForm],
): RegistrationErrors {
  const filled = typeof value === 'boolean' ? value : value.trim() !== '';
  if (!filled || !(field in errors)) return errors;
  const { [field]: _cleared, ...rest } = errors;
  return rest;
}

export function registerBody(form: RegistrationForm): RegisterBody {
  return {
    name: form.name.trim(),
    username: form.username.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    country: Number(form.country),
    password: form.password,
    spassword: form.spassword,
    sponsor: form.sponsor.trim(),
    ...(form.position ? { position: form.position } : {}),
    is_checked: 1,
  };
}

/** `?p=` may arrive in either case; anything but L or R is ignored. */
export function linkedPosition(value: string | null | undefined): 'L' | 'R' | null {
  const upper = value?.trim().toUpperCase();
  return upper === 'L' || upper === 'R' ? upper : null;
}

/** The sponsor and side an invitation link fixed, if any. */
export interface InvitationLink {
  linkedSponsor: string | null;
  linkedPosition: 'L' | 'R' | null;
}

/** The form as it is sent: an invitation link's sponsor and side win over what the form holds. */
export const withLink = (link: InvitationLink, form: RegistrationForm): RegistrationForm => ({
  ...form,
  sponsor: link.linkedSponsor ?? form.sponsor,
  position: link.linkedPosition ?? form.position,
});

/** What a sent form lacks under the platform's rules, once the invitation link fills its part. */
export const missingFields = (
  context: InvitationLink & { info: RegistrationInfo | null },
  form: RegistrationForm,
): RegistrationErrors | null => requiredErrors(withLink(context, form), context.info?.preRegister ?? null);
