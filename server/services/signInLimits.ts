import { isIPv4, isIPv6 } from 'node:net';
import { ApiError } from './errors';
import type { Budget, FailureStore } from './failureStore';

const MINUTE = 60_000;

/**
 * Password guessing, limited before the password is hashed (figures also in `src/api/contract/auth.ts`):
 * - per account, from every address it has not signed in from: 10 failures in any 10 minutes;
 * - per address (an IPv6 /64 counts as one), across usernames: 20 failures in any 10 minutes;
 * - from an address where the account's password was given correctly in the last 30 days, the account and
 *   address limits give way to one of 10 failures in 10 minutes for that account at that address, so a
 *   stranger's guessing cannot keep the member out from where they usually sign in.
 * A correct password is not counted. A blocked request waits until enough failures have left the window,
 * never longer than 10 minutes after the last counted failure.
 */
export const ACCOUNT_FAILURES = { max: 10, windowMs: 10 * MINUTE };
export const ADDRESS_FAILURES = { max: 20, windowMs: 10 * MINUTE };
export const KNOWN_ADDRESS_FAILURES = { max: 10, windowMs: 10 * MINUTE };
export const KNOWN_ADDRESS_DAYS = 30;
/** Wrong password-reset codes per account, from all addresses together. */
export const RESET_FAILURES = { max: 10, windowMs: 10 * MINUTE };

/** The address a limit counts: IPv4 as it is, IPv6 by its /64, which one subscriber usually holds whole. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const parts = (text: string | undefined) => (text ? text.split(':') : []);
  const left = parts(head);
  const right = parts(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Usernames are unique ignoring case; unknown ones are counted the same, so a limit reveals nothing. */
const accountOf = (username: string) => username.trim().toLowerCase().slice(0, 64);

function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

function tooMany(what: string, retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, `${what}. Please try again in ${waitText(seconds)}.`, undefined, seconds);
}

export interface CountedAttempt {
  /** The password or code was right: the attempt is not a failure after all. */
  succeeded(): Promise<void>;
}

/** Counts a password attempt before it is checked; throws 429 when a limit is reached. */
export async function claimPasswordAttempt(
  store: FailureStore,
  ip: string,
  username: string,
  now: Date,
): Promise<CountedAttempt> {
  const account = accountOf(username);
  const network = networkOf(ip);
  const at = now.getTime();
  const pairKey = `${account}|${network}`;
  const known = await store.trusted(`known:${pairKey}`, at);
  const budgets: Budget[] = known
    ? [{ key: `pair:${pairKey}`, ...KNOWN_ADDRESS_FAILURES }]
    : [
        { key: `account:${account}`, ...ACCOUNT_FAILURES },
        { key: `address:${network}`, ...ADDRESS_FAILURES },
      ];
  const claim = await store.claim(budgets, at);
  if (!claim.granted) {
    throw tooMany(
      claim.key.startsWith('address:')
        ? 'Too many failed sign-in attempts from your network'
        : 'Too many failed sign-in attempts for this account',
      claim.retryAfterMs,
    );
  }
  return {
    async succeeded() {
      await store.release(
        budgets.map((b) => b.key),
        at,
      );
      await store.trust(`known:${pairKey}`, at + KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE, at);
    },
  };
}

/** Counts a password-reset code attempt for an account, from all addresses together. */
export async function claimResetAttempt(
  store: FailureStore,
  username: string,
  now: Date,
): Promise<CountedAttempt> {
  const key = `reset:${accountOf(username)}`;
  const at = now.getTime();
  const claim = await store.claim([{ key, ...RESET_FAILURES }], at);
  if (!claim.granted) throw tooMany('Too many wrong codes for this account', claim.retryAfterMs);
  return { succeeded: () => store.release([key], at) };
}
