import { and, desc, eq } from 'drizzle-orm';
import { OTP_SENT_MESSAGE, RESEND_COOLDOWN_SECONDS } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { oneTimeCodes } from '../db/schema';
import { type CodePurpose, CooldownError, MAX_CODE_ATTEMPTS, sendCode } from './codes';

type CodeContext = Parameters<typeof sendCode>[3];

/**
 * What became of a request for a code, in words that are true: a code was sent now; or none was, because the
 * last one (sent moments ago) is still good; or none could be, and when one can.
 */
export type CodeOffer =
  | { state: 'sent'; message: string; retryAfter: number }
  | { state: 'unused'; message: string; retryAfter: number; sentSecondsAgo: number }
  | { state: 'wait'; message: string; retryAfter: number };

export const SENT_MESSAGE = OTP_SENT_MESSAGE;
export const PENDING_MESSAGE = 'A code was sent less than a minute ago, please check your email';

async function lastCode(tx: DbOrTx, userId: number, purpose: CodePurpose) {
  const [last] = await tx
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return last;
}

const seconds = (n: number) => `${n} ${n === 1 ? 'second' : 'seconds'}`;

/** Sends a code unless the resend cooldown holds, and says which of the three happened. */
export async function offerCode(
  tx: DbOrTx,
  member: { id: number; email: string; username: string },
  purpose: CodePurpose,
  ctx: CodeContext,
): Promise<CodeOffer> {
  let retryAfter = RESEND_COOLDOWN_SECONDS;
  try {
    if ((await sendCode(tx, member, purpose, ctx)) === 'sent') {
      return { state: 'sent', message: SENT_MESSAGE, retryAfter };
    }
  } catch (error) {
    if (!(error instanceof CooldownError)) throw error;
    retryAfter = error.secondsLeft;
  }
  const last = await lastCode(tx, member.id, purpose);
  const now = ctx.now.getTime();
  if (last && !last.consumedAt && last.attempts < MAX_CODE_ATTEMPTS && last.expiresAt.getTime() > now) {
    const sentSecondsAgo = Math.max(1, Math.floor((now - last.createdAt.getTime()) / 1000));
    return {
      state: 'unused',
      message: `Use the code sent to your registered email address ${seconds(sentSecondsAgo)} ago`,
      retryAfter,
      sentSecondsAgo,
    };
  }
  return {
    state: 'wait',
    message: `Your last code can no longer be used. A new code can be sent in ${seconds(retryAfter)}`,
    retryAfter,
  };
}

/**
 * POST resendotp: a new code, or (with `reuseUntouched`) none while the last is untried and under a minute
 * old; either way the seconds until another may be asked for. Within the cooldown otherwise: CooldownError.
 */
export async function resendCode(
  tx: DbOrTx,
  member: { id: number; email: string; username: string },
  purpose: CodePurpose,
  ctx: CodeContext,
  options: { reuseUntouched?: boolean } = {},
): Promise<{ message: string; retryAfter: number }> {
  if ((await sendCode(tx, member, purpose, ctx, options)) === 'sent') {
    return { message: SENT_MESSAGE, retryAfter: RESEND_COOLDOWN_SECONDS };
  }
  const sentAt = (await lastCode(tx, member.id, purpose))?.createdAt.getTime() ?? ctx.now.getTime();
  const left = Math.ceil((sentAt + RESEND_COOLDOWN_SECONDS * 1000 - ctx.now.getTime()) / 1000);
  return { message: PENDING_MESSAGE, retryAfter: Math.max(1, left) };
}
