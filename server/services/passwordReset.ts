import type { z } from 'zod';
import type { forgetPasswordBody } from '../../src/api/contract';
import { checkCode, codeRefusal } from './codes';
import { savePassword } from './credentials';
import type { FailureStore } from './failureStore';
import { findMemberByUsername } from './members';
import type { VerifierDeps } from './secondFactor';
import { hashPassword } from './secrets';
import type { RequestOrigin } from './securityEvents';
import { claimResetAttempt } from './signInLimits';

/**
 * POST forget-password: a new password for a member who proves, with the code mailed to them, that the account's
 * address is theirs. Whoever holds that mailbox could do the same, so the reset is a security change like any
 * other: every session ends, withdrawals wait 24 hours, and it is written to Logs and mailed. Wrong codes count
 * toward the account's reset limit; an unknown username is answered like a wrong code.
 */
export async function resetForgottenPassword(
  deps: VerifierDeps,
  failures: FailureStore,
  body: z.output<typeof forgetPasswordBody>,
  origin: RequestOrigin,
): Promise<void> {
  const now = () => deps.now?.() ?? new Date();
  const attempt = await claimResetAttempt(failures, body.username, now());
  // Hashed before the transaction opens, so no transaction waits on argon2.
  const passwordHash = await hashPassword(body.newpassword);
  const result = await deps.db.transaction(async (tx) => {
    const member = await findMemberByUsername(tx, body.username);
    if (!member) return 'invalid' as const;
    const at = now();
    const checked = await checkCode(tx, member.id, 'forget', body.otp, {
      secret: deps.config.pinPepper,
      now: at,
    });
    if (checked !== 'ok') return checked;
    await savePassword(tx, deps, member, { passwordHash, keepTokenId: null, origin, at });
    return checked;
  });
  if (result !== 'ok') throw codeRefusal(result);
  await attempt.succeeded();
}
