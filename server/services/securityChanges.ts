import type { z } from 'zod';
import type {
  AuthenticationResponse,
  AuthType,
  changeAuthenticationBody,
  changePasswordBody,
  changePinBody,
} from '../../src/api/contract';
import { saveAuthType, savePassword, savePin } from './credentials';
import { fieldError } from './errors';
import { offeredFactor, type VerifierDeps, verifySecondFactor } from './secondFactor';
import { hashPassword, hashPin, isTrivialPin, verifyPassword } from './secrets';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';

export const PIN_MISMATCH = 'Secutity Pin not matching with new Pin';
export const TRIVIAL_PIN = 'Security Pin is too easy to guess';
export const SETUP_PIN = 'Please Setup Your Security Pin';
export const SETUP_2FA = 'Please Setup Your 2FA Authenticator';

const authTypeLabels: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'OTP',
  authenticator: 'Authenticator',
};

const at = (deps: VerifierDeps) => deps.now?.() ?? new Date();

/**
 * POST change-password: the current password, then the second factor of the member's auth type. The new
 * password takes effect with every other session of the member ended; the one making the change stays.
 */
export async function changePassword(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof changePasswordBody>,
  session: { tokenId: number; origin: RequestOrigin },
): Promise<void> {
  if (!(await verifyPassword(member.passwordHash, body.currentpassword))) {
    throw fieldError('currentpassword', 'Current password is incorrect');
  }
  if (body.newpassword === body.currentpassword) {
    throw fieldError('newpassword', 'The new password must be different from the current one');
  }
  const offered = offeredFactor(member, body, 'security');
  // Hashed before the factor is checked, so no transaction waits on argon2.
  const passwordHash = await hashPassword(body.newpassword);
  await verifySecondFactor(
    deps,
    member,
    offered,
    { purpose: 'security', action: 'password change', origin: session.origin },
    async (tx, current) => {
      // Another change won the race: this one was checked against a password that no longer holds.
      if (current.passwordHash !== member.passwordHash) {
        throw fieldError('currentpassword', 'Current password is incorrect');
      }
      await savePassword(tx, deps, current, {
        passwordHash,
        keepTokenId: session.tokenId,
        origin: session.origin,
        at: at(deps),
      });
    },
  );
}

/**
 * POST change-secondary-password: a new Security Pin, set with the account password (a member who forgot the
 * PIN can still set one). Trivial PINs are refused as at registration; the PIN's failures and lock are cleared.
 */
export async function changePin(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof changePinBody>,
  origin: RequestOrigin,
): Promise<void> {
  if (body.spassword !== body.spassword_confirmation)
    throw fieldError('spassword_confirmation', PIN_MISMATCH);
  if (isTrivialPin(body.spassword)) throw fieldError('spassword', TRIVIAL_PIN);
  if (!(await verifyPassword(member.passwordHash, body.old_password))) {
    throw fieldError('old_password', 'Password is incorrect');
  }
  const pinHash = await hashPin(body.spassword, deps.config.pinPepper);
  await deps.db.transaction((tx) => savePin(tx, deps, member, { pinHash, origin, at: at(deps) }));
}

/** GET authentication: the member's auth type and which methods are set up. */
export function authenticationOf(member: Member): AuthenticationResponse {
  return {
    status: true,
    data: { type: member.authType },
    more_details: {
      authenticator: member.status2fa === 1 ? 1 : 0,
      mpin: member.pinHash ? 1 : 0,
      otp: 1,
    },
  };
}

/**
 * POST authentication: moves sign-in and money moves to another method. The method must be set up (checked
 * first, so the member is sent to set it up before typing a code), then the current method confirms the move.
 */
export async function changeAuthentication(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof changeAuthenticationBody>,
  origin: RequestOrigin,
): Promise<{ authType: AuthType; message: string }> {
  const notSetUp = (m: Member) => {
    if (body.type === 'authenticator' && m.status2fa !== 1) throw fieldError('type', SETUP_2FA);
    if (body.type === 'mpin' && !m.pinHash) throw fieldError('type', SETUP_PIN);
  };
  notSetUp(member);
  if (body.type === member.authType) {
    return { authType: body.type, message: `Authentication is already ${authTypeLabels[body.type]}` };
  }
  const offered = offeredFactor(member, body, 'security');
  await verifySecondFactor(
    deps,
    member,
    offered,
    { purpose: 'security', action: 'authentication change', origin },
    async (tx, current) => {
      notSetUp(current);
      await saveAuthType(tx, deps, current, { type: body.type, origin, at: at(deps) });
    },
  );
  return { authType: body.type, message: `Authentication changed to ${authTypeLabels[body.type]}` };
}
