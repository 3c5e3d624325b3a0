import type { OperatorSignInBody } from '../../src/api/operatorSession';
import type { OperatorSignInResult } from '../../src/machines/operatorSignIn/operatorSignInRules';
import { fakeRequest } from './fakeServer';

/**
 * An instant operator sign-in for the machine explorer, decided by its input as the server decides: the
 * username 'new' has no authenticator yet (a right password without a code answers with the secret), the
 * username 'locked' is locked out, and the password 'wrong' or the code '000000' are refused.
 */
const refusal = (code: number, message: string) =>
  ({ status: false, message, msg: message, code }) as OperatorSignInResult;

export const fakeOperatorSignIn = fakeRequest(
  'operatorSignIn',
  (input: OperatorSignInBody): OperatorSignInResult => {
    if (input.username === 'locked') {
      return refusal(423, 'Too many failed attempts: this operator account is locked for 30 minutes');
    }
    if (input.password === 'wrong' || input.code === '000000') {
      return refusal(401, 'Wrong username, password or code');
    }
    if (input.username === 'new' && !input.code) {
      const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
      return {
        status: true,
        data: {
          kind: 'enrol',
          secret,
          otpauth_url: `otpauth://totp/Tessera%20operators:new?secret=${secret}&issuer=Tessera%20operators`,
        },
      };
    }
    if (!input.code) return refusal(401, 'Wrong username, password or code');
    return {
      status: true,
      data: {
        kind: 'signed-in',
        token: 'operator-token',
        idle_minutes: 15,
        operator: { id: 1, username: input.username, role: 'support' },
        rights: [
          'members.read',
          'tickets.read',
          'tickets.write',
          'announcements.read',
          'announcements.write',
        ],
      },
    };
  },
);
