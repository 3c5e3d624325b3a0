import { and, eq } from 'drizzle-orm';
import { type AuthType, authTypes } from '../../src/api/contract';
import { isOneOf } from '../../src/api/contract/literalRules';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { securityEvents } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { formatUtc } from './factorAttempts';
import { countryOf, type RequestOrigin, recordSecurityEvent } from './securityEvents';
import { holdWithdrawals } from './withdrawHold';

export interface NoticeDeps {
  config: Pick<Config, 'productName'>;
  mailer: Mailer;
}

/** The changes a member is told about by mail; each is also an event of the same name in Logs. */
export type NoticeKind =
  | 'password_changed'
  | 'password_reset'
  | 'pin_changed'
  | '2fa_enabled'
  | '2fa_disabled'
  | 'auth_type_changed'
  | 'recovery_code_used'
  | 'recovery_codes_renewed'
  | 'pin_reset_by_support'
  | '2fa_reset_by_support'
  | 'withdrawals_frozen'
  | 'withdrawals_unfrozen'
  | 'withdraw_setting_saved'
  | 'withdraw_type_changed'
  | 'withdraw_address_change_requested'
  | 'sign_in_failures'
  | 'second_factor_failures';

const authTypeNames: Record<AuthType, string> = {
  mpin: 'Security Pin',
  otp: 'e-mailed code (OTP)',
  authenticator: 'authenticator app',
};

const subjects: Record<NoticeKind | 'new_device', string> = {
  password_changed: 'Your password was changed',
  password_reset: 'Your password was reset',
  pin_changed: 'Your Security Pin was changed',
  '2fa_enabled': '2FA was turned on',
  '2fa_disabled': '2FA was turned off',
  auth_type_changed: 'Your sign-in verification was changed',
  recovery_code_used: 'A recovery code was used',
  recovery_codes_renewed: 'Your recovery codes were replaced',
  pin_reset_by_support: 'Your Security Pin was reset by Support',
  '2fa_reset_by_support': 'Your 2FA was reset by Support',
  withdrawals_frozen: 'Withdrawals from your account are paused',
  withdrawals_unfrozen: 'Withdrawals from your account are possible again',
  withdraw_setting_saved: 'A withdrawal destination was saved',
  withdraw_type_changed: 'Your withdrawal method was changed',
  withdraw_address_change_requested: 'A new withdrawal address was saved',
  sign_in_failures: 'Many wrong passwords were tried on your account',
  second_factor_failures: 'Many wrong verification codes were tried on your account',
  new_device: 'New sign-in to your account',
};

function whatHappened(kind: NoticeKind | 'new_device', detail: string): string {
  switch (kind) {
    case 'password_changed':
      return 'The password of your account was changed. Every other session was signed out.';
    case 'password_reset':
      return 'The password of your account was reset with a code mailed to this address. Every session was signed out.';
    case 'pin_changed':
      return 'The Security Pin of your account was changed.';
    case '2fa_enabled':
      return 'Two-factor authentication (an authenticator app) was turned on for your account.';
    case '2fa_disabled':
      return 'Two-factor authentication (the authenticator app) was turned off for your account.';
    case 'auth_type_changed':
      return `Sign-ins and money moves are now confirmed with your ${isOneOf(authTypes, detail) ? authTypeNames[detail] : detail}.`;
    case 'recovery_code_used':
      return `One of your recovery codes was used (${detail}). Each code works only once.`;
    case 'recovery_codes_renewed':
      return 'Your recovery codes were replaced by new ones; the old codes no longer work.';
    case 'pin_reset_by_support':
      return 'At your request, Support removed the Security Pin of your account. Sign-ins and money moves are confirmed with a code mailed to you until you set a new Pin under Profile, Security Pin.';
    case '2fa_reset_by_support':
      return 'At your request, Support turned off two-factor authentication (the authenticator app) for your account and removed its recovery codes. Sign-ins are confirmed with a code mailed to you until you set it up again.';
    case 'withdrawals_frozen':
      return `Support paused withdrawals from your account (${detail}). Your balances are untouched; reply to Support to have the pause lifted.`;
    case 'withdrawals_unfrozen':
      return 'Support lifted the pause on withdrawals from your account.';
    case 'withdraw_setting_saved':
      return `Withdrawals from your account will now be paid to ${detail}.`;
    case 'withdraw_type_changed':
      return `Withdrawals from your account will now be paid to your saved ${detail === 'bank' ? 'bank account' : 'crypto address'}.`;
    case 'withdraw_address_change_requested':
      return `A new withdrawal address was saved for your account: ${detail}. It replaces your saved address only after a 24-hour wait; until then withdrawals keep going to the saved one.`;
    case 'sign_in_failures':
      return `Someone tried to sign in to your account with wrong passwords (${detail}) from addresses you have not signed in from. Nobody got in. Your account is not locked: you sign in as usual, while further guesses are slowed down.`;
    case 'second_factor_failures':
      return `Wrong Security Pins or verification codes were given for your account (${detail}). Whoever gave them knew your password or had a signed-in session. Your account is not locked: your own codes still work, while further guesses are slowed down.`;
    case 'new_device':
      return 'Your account was signed in to from a device it had not been signed in from before.';
  }
}

async function mailNotice(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: { id: number; email: string; username: string },
  notice: {
    kind: NoticeKind | 'new_device';
    detail: string;
    origin: RequestOrigin;
    at: Date;
    holdUntil?: Date;
    mailLines?: readonly string[];
  },
): Promise<void> {
  const { origin } = notice;
  const lines = [
    `Hello ${member.username},`,
    '',
    whatHappened(notice.kind, notice.detail),
    '',
    ...(notice.mailLines?.length ? [...notice.mailLines, ''] : []),
    `When: ${formatUtc(notice.at)}`,
    `From: ${origin.ip} (${countryOf(origin.ip)})`,
    `Device: ${origin.device || 'not told by the browser'}`,
    '',
  ];
  if (notice.holdUntil) {
    lines.push(`To protect your funds, withdrawals are paused until ${formatUtc(notice.holdUntil)}.`, '');
  }
  lines.push(
    'If this was you, there is nothing to do.',
    'If it was not you, reset your password now with "Forgot password" on the sign-in page (this signs out',
    'every session), then check your Security Pin and authentication settings, and contact support.',
  );
  await deps.mailer.send(tx, {
    to: member.email,
    subject: `${deps.config.productName}: ${subjects[notice.kind]}`,
    text: lines.join('\n'),
    userId: member.id,
    purpose: `security:${notice.kind}`,
  });
}

/**
 * Records a change to how the member's account is protected, in the transaction that makes it: the event in
 * Logs, the mail to the member and, for the changes a thief would make first, the 24-hour withdrawal hold.
 */
export async function noteSecurityChange(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: { id: number; email: string; username: string },
  change: {
    kind: NoticeKind;
    origin: RequestOrigin;
    at: Date;
    detail?: string;
    holdWithdrawals?: boolean;
    /** Said in the mail only, never in Logs: a link that acts on the change, for one. */
    mailLines?: readonly string[];
  },
): Promise<void> {
  const detail = change.detail ?? '';
  await recordSecurityEvent(tx, {
    userId: member.id,
    kind: change.kind,
    origin: change.origin,
    at: change.at,
    detail,
  });
  const holdUntil = change.holdWithdrawals ? await holdWithdrawals(tx, member.id, change.at) : undefined;
  await mailNotice(tx, deps, member, {
    kind: change.kind,
    detail,
    origin: change.origin,
    at: change.at,
    holdUntil,
    ...(change.mailLines ? { mailLines: change.mailLines } : {}),
  });
}

/**
 * Records a sign-in; mails the member when it comes from a device (user agent) none of their earlier sign-ins
 * came from. A first sign-in is not news.
 */
export async function noteSignIn(
  tx: DbOrTx,
  deps: NoticeDeps,
  member: { id: number; email: string; username: string },
  signIn: { origin: RequestOrigin; at: Date; method: string },
): Promise<void> {
  const signedInBefore = (device?: string) =>
    tx
      .select({ id: securityEvents.id })
      .from(securityEvents)
      .where(
        and(
          eq(securityEvents.userId, member.id),
          eq(securityEvents.kind, 'sign_in'),
          device === undefined ? undefined : eq(securityEvents.device, device),
        ),
      )
      .limit(1);
  const newDevice =
    (await signedInBefore()).length > 0 && (await signedInBefore(signIn.origin.device)).length === 0;
  await recordSecurityEvent(tx, {
    userId: member.id,
    kind: 'sign_in',
    origin: signIn.origin,
    at: signIn.at,
    detail: signIn.method,
  });
  if (newDevice) {
    await mailNotice(tx, deps, member, {
      kind: 'new_device',
      detail: signIn.method,
      origin: signIn.origin,
      at: signIn.at,
    });
  }
}
