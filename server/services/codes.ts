import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  LOGIN_CODE_LENGTH,
  MONEY_CODE_LENGTH,
  RESEND_COOLDOWN_SECONDS,
  VERIFY_CODE_LENGTH,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { oneTimeCodes, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { ApiError } from './errors';
import { hashCode, randomDigits, sameHash } from './secrets';

export type CodePurpose = 'verify' | 'login' | 'forget' | 'transfer' | 'withdraw' | 'unstake' | 'security';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

const lengths: Record<CodePurpose, number> = {
  verify: VERIFY_CODE_LENGTH,
  login: LOGIN_CODE_LENGTH,
  forget: LOGIN_CODE_LENGTH,
  transfer: MONEY_CODE_LENGTH,
  withdraw: MONEY_CODE_LENGTH,
  unstake: MONEY_CODE_LENGTH,
  security: MONEY_CODE_LENGTH,
};

const subjects: Record<CodePurpose, string> = {
  verify: 'Verify your e-mail address',
  login: 'Your sign-in code',
  forget: 'Your password reset code',
  transfer: 'Your code to confirm a transfer',
  withdraw: 'Your code to confirm a withdrawal',
  unstake: 'Your code to confirm an unstake',
  security: 'Your code to confirm a security change',
};

export class CooldownError extends ApiError {
  constructor(readonly secondsLeft: number) {
    super(429, `Please wait ${secondsLeft} seconds before requesting a new code`, undefined, secondsLeft);
  }
}

interface CodeContext {
  secret: string;
  productName: string;
  mailer: Mailer;
  now: Date;
}

/**
 * Creates a code for (member, purpose) and mails it in the same transaction. Refuses within the resend
 * cooldown. Locks the member row first so two simultaneous requests cannot both pass the cooldown check.
 * With `reuseUntouched`, a request within the cooldown while the last code is unused and untried answers
 * 'pending' instead: the SPA asks for a code on opening the step that the server has just mailed one for.
 */
export async function sendCode(
  tx: DbOrTx,
  member: { id: number; email: string; username: string },
  purpose: CodePurpose,
  ctx: CodeContext,
  options: { reuseUntouched?: boolean } = {},
): Promise<'sent' | 'pending'> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
  const [last] = await tx
    .select({
      createdAt: oneTimeCodes.createdAt,
      consumedAt: oneTimeCodes.consumedAt,
      attempts: oneTimeCodes.attempts,
    })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, member.id), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (last) {
    const elapsedMs = ctx.now.getTime() - last.createdAt.getTime();
    if (elapsedMs < RESEND_COOLDOWN_SECONDS * 1000) {
      if (options.reuseUntouched && !last.consumedAt && last.attempts === 0) return 'pending';
      throw new CooldownError(Math.ceil((RESEND_COOLDOWN_SECONDS * 1000 - elapsedMs) / 1000));
    }
  }
  // Only the newest code of a purpose is valid: asking again retires the older one.
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: ctx.now })
    .where(
      and(
        eq(oneTimeCodes.userId, member.id),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const code = randomDigits(lengths[purpose]);
  await tx.insert(oneTimeCodes).values({
    userId: member.id,
    purpose,
    codeHash: hashCode(ctx.secret, member.id, purpose, code),
    expiresAt: new Date(ctx.now.getTime() + CODE_TTL_MS),
    createdAt: ctx.now,
  });
  await ctx.mailer.send(tx, {
    to: member.email,
    subject: `${ctx.productName}: ${subjects[purpose]}`,
    text: [
      `Hello ${member.username},`,
      '',
      `Your code is ${code}. It is valid for 10 minutes and can be used once.`,
      'If you did not ask for it, you can ignore this message.',
    ].join('\n'),
    userId: member.id,
    purpose: `code:${purpose}`,
  });
  return 'sent';
}

export type CodeCheck = 'ok' | 'invalid' | 'expired' | 'burned';

/**
 * Checks a code and consumes it on success. A wrong guess counts against the code and the fifth burns it;
 * the caller must commit those counts even though it refuses the request.
 */
export async function checkCode(
  tx: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  code: string,
  ctx: { secret: string; now: Date },
): Promise<CodeCheck> {
  const [current] = await tx
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  if (!current) return 'invalid';
  if (current.attempts >= MAX_CODE_ATTEMPTS) return 'burned';
  if (current.expiresAt.getTime() <= ctx.now.getTime()) return 'expired';
  if (sameHash(current.codeHash, hashCode(ctx.secret, userId, purpose, code))) {
    const consumed = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: ctx.now })
      .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    return consumed.length === 1 ? 'ok' : 'invalid';
  }
  const [after] = await tx
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, current.id), gt(oneTimeCodes.expiresAt, ctx.now)))
    .returning({ attempts: oneTimeCodes.attempts });
  return after && after.attempts >= MAX_CODE_ATTEMPTS ? 'burned' : 'invalid';
}

export function codeRefusal(result: Exclude<CodeCheck, 'ok'>, field = 'otp'): ApiError {
  const message =
    result === 'expired'
      ? 'OTP has expired, please request a new one'
      : result === 'burned'
        ? 'Too many wrong attempts, please request a new OTP'
        : 'Invalid OTP';
  return new ApiError(422, message, { [field]: [message] });
}
