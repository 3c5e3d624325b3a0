import { describe, expect, it } from 'vitest';
import { draftErrors, emptyDraft } from './passwordForm';

describe("an operator's new password, before it is sent", () => {
  it('asks for every field, six digits, twelve characters, a change and the same twice', () => {
    expect(Object.keys(draftErrors(emptyDraft)).sort()).toEqual(['code', 'current_password', 'new_password']);
    const draft = {
      current_password: 'old passphrase here',
      code: '12345',
      new_password: 'eleven char',
      repeat: 'x',
    };
    expect(draftErrors(draft)).toEqual({
      code: 'Enter the 6 digits your authenticator shows.',
      new_password: 'Use at least 12 characters.',
      repeat: 'The two new passwords differ.',
    });
    const same = {
      current_password: 'old passphrase here',
      code: '123456',
      new_password: 'old passphrase here',
      repeat: 'old passphrase here',
    };
    expect(draftErrors(same)).toEqual({ new_password: 'The new password must differ from the current one.' });
    const good = {
      current_password: 'old passphrase here',
      code: ' 123456 ',
      new_password: 'a new passphrase',
      repeat: 'a new passphrase',
    };
    expect(draftErrors(good)).toEqual({});
  });
});
