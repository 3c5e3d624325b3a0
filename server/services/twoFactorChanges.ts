import type { z } from 'zod';
import type { renewRecoveryCodesBody } from '../../src/api/contract';
import { enrolmentSecret, renewRecoveryCodesOf, switchTwoFactorOff, switchTwoFactorOn } from './credentials';
import { ApiError, fieldError } from './errors';
import { lockMember } from './factorAttempts';
import { offeredFactor, type VerifierDeps, verifySecondFactor } from './secondFactor';
import type { RequestOrigin } from './securityEvents';
import type { Member } from './sessions';
import { totpStep } from './twoFactor';

export const TWO_FACTOR_IS_ON = '2FA is already turned on';
export const TWO_FACTOR_IS_OFF = '2FA is not turned on';
export const SIGN_IN_USES_AUTHENTICATOR =
  'You sign in with the authenticator: choose Security Pin or OTP under Authentication before turning 2FA off';
const SETUP_2FA_FIRST = 'Please Setup Your 2FA Authenticator';

const at = (deps: VerifierDeps) => deps.now?.() ?? new Date();

/**
 * POST enable-2fa: a code of the secret offered for enrolment proves the member's app holds it; the secret
 * becomes the member's authenticator (the code's step is recorded, so it cannot be used again) and ten
 * recovery codes are made. Answers those codes, the only time they leave the server.
 */
export async function enableTwoFactor(
  deps: VerifierDeps,
  member: Member,
  code: string,
  origin: RequestOrigin,
): Promise<string[]> {
  if (member.status2fa === 1) throw fieldError('code', TWO_FACTOR_IS_ON);
  const now = at(deps);
  return deps.db.transaction(async (tx) => {
    const current = await lockMember(tx, member.id);
    if (current.status2fa === 1) throw fieldError('code', TWO_FACTOR_IS_ON);
    const secret = await enrolmentSecret(tx, current);
    const step = secret ? await totpStep(secret, code, now, null) : null;
    // Not counted toward the lock: the enrolment secret is shown to this very session, so guessing gains nothing.
    if (!secret || step === null) throw fieldError('code', 'Invalid Authenticator code');
    return switchTwoFactorOn(tx, deps, current, { secret, step, origin, at: now });
  });
}

/**
 * POST disable-2fa: a current authenticator code or an unused recovery code, checked like any second factor.
 * Refused while the authenticator is how the member signs in, which would leave the sign-in with no factor.
 */
export async function disableTwoFactor(
  deps: VerifierDeps,
  member: Member,
  code: string,
  origin: RequestOrigin,
): Promise<void> {
  const refuseUnlessAllowed = (m: Member) => {
    if (m.status2fa !== 1) throw fieldError('code', TWO_FACTOR_IS_OFF);
    if (m.authType === 'authenticator') throw new ApiError(422, SIGN_IN_USES_AUTHENTICATOR);
  };
  refuseUnlessAllowed(member);
  const offered = /^[0-9]{6}$/.test(code)
    ? { method: 'authenticator' as const, code, field: 'code' }
    : { method: 'recovery' as const, code, field: 'code' };
  await verifySecondFactor(
    deps,
    member,
    offered,
    { purpose: 'security', action: 'turning off 2FA', origin },
    async (tx, current) => {
      refuseUnlessAllowed(current);
      await switchTwoFactorOff(tx, deps, current, { origin, at: at(deps), bySupport: false });
    },
  );
}

/** POST recovery-codes: ten new codes replace every old one, confirmed by the member's auth type. */
export async function renewRecoveryCodes(
  deps: VerifierDeps,
  member: Member,
  body: z.output<typeof renewRecoveryCodesBody>,
  origin: RequestOrigin,
): Promise<string[]> {
  if (member.status2fa !== 1) throw new ApiError(422, SETUP_2FA_FIRST);
  const offered = offeredFactor(member, body, 'security');
  return verifySecondFactor(
    deps,
    member,
    offered,
    { purpose: 'security', action: 'new recovery codes', origin },
    async (tx, current) => {
      if (current.status2fa !== 1) throw new ApiError(422, SETUP_2FA_FIRST);
      return renewRecoveryCodesOf(tx, deps, current, { origin, at: at(deps) });
    },
  );
}
