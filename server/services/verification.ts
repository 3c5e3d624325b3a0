import type { Config } from '../config';
import type { Db } from '../db/client';
import { checkCode, codeRefusal } from './codes';
import { ApiError, fieldError } from './errors';
import { acceptTotp, claimPinAttempt, clearPinFailures, refuseWrongPin } from './secondFactor';
import { verifyPin } from './secrets';
import type { Member } from './sessions';

/** The money moves a code can authorise; an e-mailed code is bound to one of them. */
export type MoneyAction = 'transfer' | 'withdraw' | 'unstake';

export interface MoneyCodeFields {
  mpin?: string | undefined;
  otp?: string | undefined;
  authenticator?: string | undefined;
  code?: string | undefined;
}

const labels = { mpin: 'Security Pin', otp: 'OTP', authenticator: 'Authenticator code' } as const;

/**
 * Checks the second factor for a money move, following the member's auth type: the security PIN (sharing
 * the sign-in lock counter), an e-mailed code requested for this action, or an authenticator code (a code
 * already used is refused). Runs in its own transactions so a wrong guess is counted even though the move is
 * refused; throws a 422 on the auth type's field, having moved nothing.
 */
export async function verifyMoneyCode(
  deps: { db: Db; config: Config; now?: (() => Date) | undefined },
  member: Member,
  body: MoneyCodeFields,
  action: MoneyAction,
): Promise<void> {
  const { db, config } = deps;
  const now = deps.now?.() ?? new Date();
  const field = member.authType as keyof typeof labels;
  const code = body[field] ?? body.code;
  // The spec's wording for an empty verification code (document 2 §5, Withdraw).
  if (!code) throw fieldError(field, 'This Field Is Required.');

  if (field === 'mpin') {
    if (!/^\d{4}$/.test(code)) throw fieldError('mpin', 'Security Pin must be 4 digits');
    const attempt = await claimPinAttempt(db, member.id, now);
    if (attempt instanceof ApiError) throw attempt;
    if (!(await verifyPin(member.pinHash, code, config.pinPepper))) {
      throw await refuseWrongPin(db, member.id, attempt, now);
    }
    await clearPinFailures(db, member.id);
    return;
  }

  if (field === 'otp') {
    const result = await db.transaction((tx) =>
      checkCode(tx, member.id, action, code, { secret: config.pinPepper, now }),
    );
    if (result !== 'ok') throw codeRefusal(result, 'otp');
    return;
  }

  const accepted = await db.transaction((tx) => acceptTotp(tx, member, code, now));
  if (!accepted) throw fieldError('authenticator', 'Invalid Authenticator code');
}
