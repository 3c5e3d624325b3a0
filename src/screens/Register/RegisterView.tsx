import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Country } from '../../api/contract';
import { keepNameCharacters } from '../../api/contract/profileRules';
import {
  emptyRegistrationForm,
  type RegistrationErrors,
  type RegistrationForm,
} from '../../machines/registration/registrationRules';
import {
  AuthCard,
  Button,
  Checkbox,
  CountrySelect,
  digits,
  formatCallingCode,
  lettersDigits,
  PasswordField,
  phoneChars,
  TextField,
  authCardText as text,
  useMounted,
} from '../../ui';
import * as styles from '../shared/authPage.css';

/** Spec §5 keeps exactly letters, digits, @ and . in the e-mail field. */
const emailFilter = (value: string) => value.replace(/[^A-Za-z0-9@.]/g, '');

export interface RegisterViewProps {
  loading: boolean;
  loadError: string | null;
  countries: readonly Country[];
  needsSponsor: boolean;
  needsPosition: boolean;
  /** Sponsor and position from the invitation link (?u=&p=); the fields are then read-only. */
  linkedSponsor: string | null;
  linkedPosition: 'L' | 'R' | null;
  usernameAvailability: 'Available' | 'Not Available' | null;
  sponsorCheck: { availability: 'Available' | 'Not Available'; info: string } | null;
  fieldErrors: RegistrationErrors;
  busy: boolean;
  onRetry: () => void;
  onUsernameCommit: (username: string) => void;
  onSponsorCommit: (sponsor: string) => void;
  onSubmit: (form: RegistrationForm) => void;
  /** A field changed: its error goes once it holds a value. */
  onFieldEdit?: <K extends keyof RegistrationForm>(field: K, value: RegistrationForm[K]) => void;
}

function availabilityHint(availability: 'Available' | 'Not Available' | null) {
  if (!availability) return undefined;
  return (
    <span className={availability === 'Available' ? text.positive : text.critical} aria-live="polite">
      {availability}
    </span>
  );
}

export function RegisterView(props: RegisterViewProps) {
  const { countries, fieldErrors, linkedSponsor, linkedPosition } = props;
  const mounted = useMounted();
  const waiting = props.loading || !mounted;
  const [form, setForm] = useState<RegistrationForm>(() => ({
    ...emptyRegistrationForm,
    sponsor: linkedSponsor ?? '',
    position: linkedPosition ?? '',
  }));
  const set =
    <K extends keyof RegistrationForm>(key: K) =>
    (value: RegistrationForm[K]) => {
      setForm((current) => ({ ...current, [key]: value }));
      props.onFieldEdit?.(key, value);
    };

  const chooseCountry = (country: Country) => {
    props.onFieldEdit?.('country', String(country.id));
    setForm((current) => {
      const previous = countries.find((c) => String(c.id) === current.country);
      const oldPrefix = previous ? formatCallingCode(previous.calling_code) : '';
      const local =
        oldPrefix && current.phone.startsWith(oldPrefix)
          ? current.phone.slice(oldPrefix.length)
          : current.phone;
      return {
        ...current,
        country: String(country.id),
        phone: formatCallingCode(country.calling_code) + local,
      };
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(form);
  };

  if (props.loadError) {
    return (
      <AuthCard>
        <p role="alert" className={text.critical}>
          {props.loadError}
        </p>
        <Button onClick={props.onRetry}>Try again</Button>
      </AuthCard>
    );
  }

  const sponsorHint = props.sponsorCheck ? (
    <span
      className={props.sponsorCheck.availability === 'Available' ? text.positive : text.critical}
      aria-live="polite"
    >
      {props.sponsorCheck.availability === 'Available' ? props.sponsorCheck.info : 'Not Available'}
    </span>
  ) : undefined;

  return (
    <AuthCard title="Sign Up" width="wide" busy={props.loading}>
      <form className={styles.form} onSubmit={submit} method="post" noValidate>
        {/* Drawn at once, the fields take typing from the first paint and keep it (useEarlyInput); the choices
            that need the settings, and sending, wait until they are in and the app runs the page. */}
        <fieldset className={styles.fields}>
          <div className={styles.grid}>
            <TextField
              label="Name"
              name="name"
              autoComplete="name"
              value={form.name}
              filter={keepNameCharacters}
              onValueChange={set('name')}
              error={fieldErrors.name}
            />
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              value={form.username}
              filter={lettersDigits}
              onValueChange={set('username')}
              onBlur={() => props.onUsernameCommit(form.username)}
              error={fieldErrors.username}
              hint={availabilityHint(props.usernameAvailability)}
            />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              value={form.email}
              filter={emailFilter}
              onValueChange={set('email')}
              error={fieldErrors.email}
            />
            <CountrySelect
              label="Country"
              countries={countries}
              value={form.country ? Number(form.country) : null}
              onChange={chooseCountry}
              disabled={waiting}
              error={fieldErrors.country}
            />
            <TextField
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={form.phone}
              filter={phoneChars}
              onValueChange={set('phone')}
              error={fieldErrors.phone}
            />
            <PasswordField
              label="Password"
              name="password"
              autoComplete="new-password"
              value={form.password}
              onValueChange={set('password')}
              error={fieldErrors.password}
            />
            <TextField
              label="Security Pin"
              name="spassword"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={form.spassword}
              filter={digits}
              onValueChange={set('spassword')}
              error={fieldErrors.spassword}
            />
            {(props.needsSponsor || linkedSponsor) && (
              <TextField
                label="Sponsor"
                name="sponsor"
                value={form.sponsor}
                filter={lettersDigits}
                onValueChange={set('sponsor')}
                onBlur={() => {
                  if (!linkedSponsor) props.onSponsorCommit(form.sponsor);
                }}
                readOnly={Boolean(linkedSponsor)}
                error={fieldErrors.sponsor}
                hint={sponsorHint}
              />
            )}
          </div>
          {(props.needsPosition || linkedPosition) && (
            <fieldset
              className={styles.radioGroup}
              aria-describedby={fieldErrors.position ? 'position-error' : undefined}
            >
              <legend className={text.muted}>Position</legend>
              {(['L', 'R'] as const).map((side) => (
                <label key={side}>
                  <input
                    type="radio"
                    name="position"
                    value={side}
                    checked={form.position === side}
                    disabled={waiting || (Boolean(linkedPosition) && linkedPosition !== side)}
                    onChange={() => set('position')(side)}
                  />{' '}
                  {side === 'L' ? 'Left' : 'Right'}
                </label>
              ))}
              {fieldErrors.position && (
                <span id="position-error" role="alert" className={text.critical}>
                  {fieldErrors.position}
                </span>
              )}
            </fieldset>
          )}
          <Checkbox
            checked={form.is_checked}
            onCheckedChange={set('is_checked')}
            error={fieldErrors.is_checked}
          >
            I agree to the{' '}
            <Link
              to="/terms"
              // A new tab, so reading the terms never loses what was typed here.
              target="_blank"
              rel="noopener"
            >
              Terms and Conditions
            </Link>
          </Checkbox>
          <Button type="submit" busy={props.busy} disabled={waiting || !form.is_checked} fullWidth>
            Sign Up
          </Button>
        </fieldset>
      </form>
      <p className={text.muted}>
        Already have an account? <Link to="/login">Sign In</Link>
      </p>
    </AuthCard>
  );
}
