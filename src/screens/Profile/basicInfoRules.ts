import { keepNameCharacters } from '../../api/contract/profileRules';
import type { MemberProfile, UpdateProfileBody } from '../../api/profile';
import { addressLineChars, digits, type InputFilter, lettersDigits, phoneDigits } from '../../ui';
import { REQUIRED } from './formErrors';

export type Gender = 'female' | 'male';

export interface BasicInfoValues {
  name: string;
  gender: Gender | '';
  /** YYYY-MM-DD, as a date input gives it. */
  dob: string;
  address_line1: string;
  address_line2: string;
  landmark: string;
  city: string;
  state: string;
  /** Country id (GET country); null while none is chosen. */
  country: number | null;
  phone: string;
  pincode: string;
  tax_id: string;
}
export type BasicInfoField = keyof BasicInfoValues;
export type TextField = Exclude<BasicInfoField, 'gender' | 'dob' | 'country'>;

/** The contract's required fields; address_line2, landmark and tax_id may stay empty. */
export const requiredFields: readonly BasicInfoField[] = [
  'name',
  'gender',
  'dob',
  'address_line1',
  'city',
  'state',
  'country',
  'phone',
  'pincode',
];

/** Each text field's typing filter (spec document 2 §5), the same rule the server applies. */
export const fieldFilters: Record<TextField, InputFilter> = {
  name: keepNameCharacters,
  address_line1: addressLineChars,
  address_line2: addressLineChars,
  landmark: keepNameCharacters,
  city: keepNameCharacters,
  state: keepNameCharacters,
  phone: phoneDigits,
  pincode: digits,
  tax_id: lettersDigits,
};

/** The longest value the server takes for each text field. */
export const fieldMaxLengths: Record<TextField, number> = {
  name: 80,
  address_line1: 120,
  address_line2: 120,
  landmark: 80,
  city: 80,
  state: 80,
  phone: 20,
  pincode: 12,
  tax_id: 32,
};

export function valuesOf(profile: MemberProfile): BasicInfoValues {
  return {
    name: profile.name,
    gender: profile.gender ?? '',
    dob: profile.dob ?? '',
    address_line1: profile.address_line1,
    address_line2: profile.address_line2,
    landmark: profile.landmark,
    city: profile.city,
    state: profile.state,
    country: profile.country > 0 ? profile.country : null,
    phone: profile.phone,
    pincode: profile.pincode,
    tax_id: profile.tax_id,
  };
}

const isEmpty = (value: string | number | null) =>
  value === null || (typeof value === 'string' && value.trim() === '');

export function basicInfoErrors(values: BasicInfoValues): Partial<Record<BasicInfoField, string>> {
  const errors: Partial<Record<BasicInfoField, string>> = {};
  for (const field of requiredFields) if (isEmpty(values[field])) errors[field] = REQUIRED;
  return errors;
}

/** The update-profile payload; call only once basicInfoErrors found nothing. */
export function basicInfoBody(values: BasicInfoValues): UpdateProfileBody {
  return {
    name: values.name.trim(),
    gender: values.gender as Gender,
    dob: values.dob,
    address_line1: values.address_line1.trim(),
    address_line2: values.address_line2.trim(),
    landmark: values.landmark.trim(),
    city: values.city.trim(),
    state: values.state.trim(),
    country: values.country ?? 0,
    phone: values.phone,
    pincode: values.pincode,
    tax_id: values.tax_id,
  };
}

const formFields: ReadonlySet<string> = new Set<BasicInfoField>([
  ...requiredFields,
  'address_line2',
  'landmark',
  'tax_id',
]);
export const placeBasicInfoField = (serverField: string): BasicInfoField | null =>
  formFields.has(serverField) ? (serverField as BasicInfoField) : null;
