import { describe, expect, it } from 'vitest';
import { registerBody as registerSchema } from '../../api/contract/auth';
import { keepNameCharacters } from '../../api/contract/profileRules';
import { emptyRegistrationForm, registerBody, requiredErrors } from './registrationRules';

const form = {
  ...emptyRegistrationForm,
  name: 'Asha Rao',
  username: 'asha',
  email: 'asha@example.com',
  phone: '+919876543210',
  country: '99',
  password: 'Correct-horse-42',
  spassword: '4831',
  is_checked: true,
};

describe('the sign-up form and the server read one rule', () => {
  it('refuses a username shorter than 3 characters in the form and at the server', () => {
    expect(requiredErrors({ ...form, username: 'ab' }, null)).toEqual({
      username: 'Username must be at least 3 characters',
    });
    expect(requiredErrors({ ...form, username: 'abc' }, null)).toBeNull();
    const refused = registerSchema.safeParse(registerBody({ ...form, username: 'ab' }));
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Username must be at least 3 characters']);
    expect(registerSchema.safeParse(registerBody({ ...form, username: 'abc' })).success).toBe(true);
  });

  it('takes a name in any script, with hyphens and apostrophes, and drops digits and signs as typed', () => {
    for (const name of ["Zoë Müller-O'Brien", 'José Núñez', 'O’Neil', 'Дана Ким', '山田 太郎']) {
      expect(keepNameCharacters(name)).toBe(name);
      expect(registerSchema.safeParse(registerBody({ ...form, name })).success, name).toBe(true);
    }
    expect(keepNameCharacters('Zoë3 <b>!')).toBe('Zoë b');
    expect(registerSchema.safeParse(registerBody({ ...form, name: 'Zoë3' })).success).toBe(false);
  });
});
