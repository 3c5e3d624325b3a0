import { ApiError } from './errors';
import { formatUtc } from './factorAttempts';

/**
 * Withdrawals wait 24 hours after a password, PIN or 2FA change or a recovery-code sign-in: the moves a thief
 * makes first, before the member reads the mail about them. Refused before the second factor is asked for, so
 * no PIN attempt is spent on a withdrawal that cannot happen yet.
 */
export function refuseDuringHold(holdUntil: Date | null, now: Date): void {
  if (!holdUntil || holdUntil <= now) return;
  throw new ApiError(
    423,
    `Withdrawals are paused until ${formatUtc(holdUntil)} after a recent security change on your account`,
  );
}
