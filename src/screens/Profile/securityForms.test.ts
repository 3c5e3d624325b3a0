import { describe, expect, it } from 'vitest';
import { ApiError, SOMETHING_WENT_WRONG } from '../../api/errors';
import { type FormErrors, formErrorsOf, REQUIRED, withoutField } from './formErrors';
import {
  PASSWORD_MISMATCH,
  PASSWORD_TOO_SHORT,
  PIN_DIGITS,
  PIN_MISMATCH,
  type PinField,
  passwordBody,
  passwordErrors,
  pinErrors,
  placePasswordField,
  placePinField,
} from './securityForms';

const filled = {
  currentpassword: 'old secret',
  newpassword: 'new secret',
  confirm: 'new secret',
  code: '4831',
};

describe('password change form', () => {
  it('requires every field, then a matching confirmation and a code of the method', () => {
    expect(passwordErrors({ currentpassword: '', newpassword: '', confirm: '', code: '' }, 'mpin')).toEqual({
      currentpassword: REQUIRED,
      newpassword: REQUIRED,
      confirm: REQUIRED,
      code: REQUIRED,
    });
    expect(passwordErrors({ ...filled, confirm: 'new secreT' }, 'mpin')).toEqual({
      confirm: PASSWORD_MISMATCH,
    });
    expect(passwordErrors({ ...filled, newpassword: 'short', confirm: 'short' }, 'mpin')).toEqual({
      newpassword: PASSWORD_TOO_SHORT,
    });
    expect(passwordErrors(filled, 'mpin')).toEqual({});
    expect(passwordErrors(filled, 'authenticator')).toEqual({ code: 'Authenticator code must be 6 digits' });
    expect(passwordErrors({ ...filled, code: '123456' }, 'authenticator')).toEqual({});
  });

  it('never sends the confirmation, and sends the code under the auth type', () => {
    expect(passwordBody(filled, 'otp')).toEqual({
      currentpassword: 'old secret',
      newpassword: 'new secret',
      otp: '4831',
    });
    expect(passwordBody({ ...filled, code: '654321' }, 'authenticator')).toEqual({
      currentpassword: 'old secret',
      newpassword: 'new secret',
      authenticator: '654321',
    });
  });
});

describe('security pin change form', () => {
  it('requires every field, four digits and a matching confirmation', () => {
    expect(pinErrors({ old_password: '', spassword: '', spassword_confirmation: '' })).toEqual({
      old_password: REQUIRED,
      spassword: REQUIRED,
      spassword_confirmation: REQUIRED,
    });
    expect(pinErrors({ old_password: 'pw', spassword: '483', spassword_confirmation: '483' })).toEqual({
      spassword: PIN_DIGITS,
    });
    expect(pinErrors({ old_password: 'pw', spassword: '4839', spassword_confirmation: '4893' })).toEqual({
      spassword_confirmation: PIN_MISMATCH,
    });
    expect(pinErrors({ old_password: 'pw', spassword: '4839', spassword_confirmation: '4839' })).toEqual({});
  });
});

const refusal = (errors: Record<string, string[]> | undefined, msg = 'Invalid', code = 422) =>
  new ApiError({ status: false, msg, message: msg, code, ...(errors ? { errors } : {}) });

describe('a refused change', () => {
  it('shows every message: under its field, or apart when no field holds it', () => {
    const error = refusal({
      currentpassword: ['Wrong password.'],
      otp: ['Wrong code.', '2 attempts left.'],
      account: ['Locked for review.', 'Contact support.'],
    });
    expect(formErrorsOf(error, { place: placePasswordField, every: true })).toEqual({
      fields: { currentpassword: 'Wrong password.', code: 'Wrong code. 2 attempts left.' },
      general: ['Locked for review.', 'Contact support.'],
    });
  });

  it('shows only the first message of each field when not every message is asked for', () => {
    const error = refusal({ spassword: ['Too simple.', 'Second.'], other: ['First other.', 'Hidden.'] });
    expect(formErrorsOf(error, { place: placePinField })).toEqual({
      fields: { spassword: 'Too simple.' },
      general: ['First other.'],
    });
  });

  it("shows the msg of a refusal without field errors, and the spec's words for a 401 or a crash", () => {
    expect(formErrorsOf(refusal(undefined, 'Too many attempts.', 429), { place: placePinField })).toEqual({
      fields: {},
      general: ['Too many attempts.'],
    });
    expect(
      formErrorsOf(refusal(undefined, 'Unauthenticated.', 401), { place: placePinField }).general,
    ).toEqual([SOMETHING_WENT_WRONG]);
    expect(formErrorsOf(new TypeError('x'), { place: placePinField }).general).toEqual([
      SOMETHING_WENT_WRONG,
    ]);
  });

  it('drops the message of a field the member edits, keeping the rest', () => {
    const errors: FormErrors<PinField> = { fields: { spassword: 'a', old_password: 'b' }, general: ['c'] };
    expect(withoutField(errors, 'spassword')).toEqual({ fields: { old_password: 'b' }, general: ['c'] });
    expect(withoutField(errors, 'spassword_confirmation')).toBe(errors);
  });
});
