import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_PACE_SECONDS,
  SIGN_IN_WINDOW_MINUTES,
} from '../../src/api/contract';
import type { Db } from '../db/client';
import { ApiError } from './errors';
import type { FailureStore } from './failureStore';
import { findMemberByUsername } from './members';
import { verifyDecoyPassword, verifyPassword } from './secrets';
import type { RequestOrigin } from './securityEvents';
import { type NoticeDeps, noteSecurityChange } from './securityNotices';
import type { Member } from './sessions';
import { claimPasswordAttempt } from './signInLimits';

const burst = `${SIGN_IN_FAILURES_PER_ACCOUNT} or more within ${SIGN_IN_WINDOW_MINUTES} minutes; one more is now let through every ${SIGN_IN_PACE_SECONDS} seconds`;

/**
 * The password step of sign-in, under the guessing limits (signInLimits.ts): answers the member whose password
 * it is, else refuses with 429 before hashing anything, or 422 alike for a wrong password and an unknown
 * username. When a member's account starts to see a burst of wrong passwords from strange addresses, the
 * member is told in Logs and by mail, once for the burst.
 */
export async function checkPassword(
  deps: NoticeDeps & { db: Db; now?: (() => Date) | undefined },
  failures: FailureStore,
  attempt: { username: string; password: string; origin: RequestOrigin },
): Promise<Member> {
  const now = () => deps.now?.() ?? new Date();
  const counted = await claimPasswordAttempt(failures, attempt.origin.ip, attempt.username, now());
  const member = await findMemberByUsername(deps.db, attempt.username);
  const valid = member
    ? await verifyPassword(member.passwordHash, attempt.password)
    : await verifyDecoyPassword(attempt.password);
  if (member && valid) {
    await counted.succeeded();
    return member;
  }
  if ((await counted.failed()) && member) {
    await deps.db.transaction((tx) =>
      noteSecurityChange(tx, deps, member, {
        kind: 'sign_in_failures',
        origin: attempt.origin,
        at: now(),
        detail: burst,
      }),
    );
  }
  throw new ApiError(422, 'Invalid username or password');
}
