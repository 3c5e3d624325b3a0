import { type FormEvent, useState } from 'react';
import type { MemberProfile } from '../../api/profile';
import { formActions } from '../../theme';
import { Button, type CountryOption, CountrySelect, Select, TextField, utcToday } from '../../ui';
import {
  type BasicInfoField,
  type BasicInfoValues,
  fieldFilters,
  fieldMaxLengths,
  type Gender,
  type TextField as TextFieldName,
  valuesOf,
} from './basicInfoRules';
import * as styles from './Profile.css';

export interface BasicInfoFormProps {
  profile: MemberProfile;
  countries: readonly CountryOption[];
  errors: Partial<Record<BasicInfoField, string>>;
  saving: boolean;
  onFieldEdit: (field: BasicInfoField) => void;
  onSubmit: (values: BasicInfoValues) => void;
}

const labels: Record<TextFieldName, string> = {
  name: 'Name',
  address_line1: 'Address Line 1',
  address_line2: 'Address Line 2',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  phone: 'Phone',
  pincode: 'Pincode',
  tax_id: 'Tax ID',
};

const genderOptions = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
];

export function BasicInfoForm({
  profile,
  countries,
  errors,
  saving,
  onFieldEdit,
  onSubmit,
}: BasicInfoFormProps) {
  const [values, setValues] = useState<BasicInfoValues>(() => valuesOf(profile));
  const set = <F extends BasicInfoField>(field: F, value: BasicInfoValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    onFieldEdit(field);
  };
  const text = (
    field: TextFieldName,
    extra: { autoComplete?: string; inputMode?: 'numeric' | 'tel' } = {},
  ) => (
    <TextField
      label={labels[field]}
      name={field}
      value={values[field]}
      filter={fieldFilters[field]}
      maxLength={fieldMaxLengths[field]}
      onValueChange={(value) => set(field, value)}
      error={errors[field]}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Basic Info">
      <div className={styles.grid}>
        {text('name', { autoComplete: 'name' })}
        <TextField label="Username" value={profile.username} readOnly />
      </div>
      <TextField
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="Every security notice and code goes to this address, so it changes only through support."
      />
      <div className={styles.grid}>
        <Select
          label="Gender"
          name="gender"
          placeholder="Select gender"
          options={genderOptions}
          value={values.gender}
          onValueChange={(value) => set('gender', value as Gender)}
          error={errors.gender}
        />
        <TextField
          label="Date of Birth"
          name="dob"
          type="date"
          max={utcToday()}
          value={values.dob}
          onValueChange={(value) => set('dob', value)}
          error={errors.dob}
        />
      </div>
      {text('address_line1', { autoComplete: 'address-line1' })}
      {text('address_line2', { autoComplete: 'address-line2' })}
      <div className={styles.grid}>
        {text('landmark')}
        {text('city', { autoComplete: 'address-level2' })}
        {text('state', { autoComplete: 'address-level1' })}
        <CountrySelect
          label="Country"
          countries={countries}
          value={values.country}
          onChange={(country) => set('country', country.id)}
          error={errors.country}
        />
        {text('phone', { autoComplete: 'tel-national', inputMode: 'tel' })}
        {text('pincode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
        {text('tax_id')}
      </div>
      <div className={formActions}>
        <Button type="submit" busy={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
