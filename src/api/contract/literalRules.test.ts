import { describe, expect, it } from 'vitest';
import { authTypes } from './authRules';
import { isOneOf } from './literalRules';

describe('isOneOf', () => {
  it('admits only the listed values, compared without coercion', () => {
    expect(isOneOf(authTypes, 'otp')).toBe(true);
    expect(isOneOf(authTypes, 'OTP')).toBe(false);
    expect(isOneOf([0, 1] as const, '1')).toBe(false);
    expect(isOneOf([0, 1] as const, 1)).toBe(true);
    expect(isOneOf(authTypes, undefined)).toBe(false);
  });
});
