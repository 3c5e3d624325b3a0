import { isIPv4, isIPv6 } from 'node:net';
import {
  KNOWN_ADDRESS_DAYS,
  RESET_CODE_FAILURES,
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS,
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_PACE_SECONDS,
  SIGN_IN_WINDOW_MINUTES,
} from '../../src/api/contract';
import { ApiError } from './errors';
import type { Budget, FailureStore } from './failureStore';

const MINUTE = 60_000;
const WINDOW_MS = SIGN_IN_WINDOW_MINUTES * MINUTE;

/**
 * Password guessing, limited before the password is hashed (the figures are the contract's, authRules.ts):
 * - per account and address (an IPv6 /64 counts as one): a spent budget makes that address wait, no other,
 *   so a stranger's guessing never keeps the member out from where the member is;
 * - per address, across usernames;
 * - per account, from every address it has not signed in from: a wider ceiling that slows (one try per
 *   pace) rather than stops a guesser spreading over many addresses; crossing it mails the member;
 * - from an address where the account's password was right in the last KNOWN_ADDRESS_DAYS, only its own
 *   per-account-and-address budget counts.
 * A correct password is not counted. A refused request says how long until its attempt would be counted.
 */
export const PAIR_FAILURES = { max: SIGN_IN_FAILURES_PER_ACCOUNT_AND_ADDRESS, windowMs: WINDOW_MS };
export const ADDRESS_FAILURES = { max: SIGN_IN_FAILURES_PER_ADDRESS, windowMs: WINDOW_MS };
export const ACCOUNT_FAILURES = {
  max: SIGN_IN_FAILURES_PER_ACCOUNT,
  windowMs: WINDOW_MS,
  paceMs: SIGN_IN_PACE_SECONDS * 1000,
};
export { KNOWN_ADDRESS_DAYS };
/** Wrong password-reset codes per account, from all addresses together. */
export const RESET_FAILURES = { max: RESET_CODE_FAILURES, windowMs: WINDOW_MS };

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

export interface PasswordAttempt extends CountedAttempt {
  /**
   * The password was wrong: answers whether the account's guesses from strange addresses have just become a
   * burst the member should hear of. A burst is told once, however long it lasts.
   */
  failed(): Promise<boolean>;
}

const refusals: Record<string, string> = {
  pair: 'Too many failed sign-in attempts for this account from your network',
  address: 'Too many failed sign-in attempts from your network',
  account: 'Too many failed sign-in attempts for this account',
};

/** Counts a password attempt before it is checked; throws 429 when a limit is reached. */
export async function claimPasswordAttempt(
  store: FailureStore,
  ip: string,
  username: string,
  now: Date,
): Promise<PasswordAttempt> {
  const account = accountOf(username);
  const network = networkOf(ip);
  const at = now.getTime();
  const pairKey = `${account}|${network}`;
  const known = await store.trusted(`known:${pairKey}`, at);
  const budgets: Budget[] = [{ key: `pair:${pairKey}`, ...PAIR_FAILURES }];
  if (!known) {
    budgets.push(
      { key: `address:${network}`, ...ADDRESS_FAILURES },
      { key: `account:${account}`, ...ACCOUNT_FAILURES },
    );
  }
  const claim = await store.claim(budgets, at);
  if (!claim.granted) throw tooMany(refusals[claim.key.split(':')[0]!]!, claim.retryAfterMs);
  return {
    async succeeded() {
      await store.release(
        budgets.map((b) => b.key),
        at,
      );
      await store.trust(`known:${pairKey}`, at + KNOWN_ADDRESS_DAYS * 24 * 60 * MINUTE, at);
    },
    async failed() {
      const fromStrangers = known ? 0 : claim.counts[2]!;
      if (fromStrangers < ACCOUNT_FAILURES.max) return false;
      // Raised again by every failure of the burst, so the member hears of it once until it dies down.
      return store.flag(`burst:${account}`, at + ACCOUNT_FAILURES.windowMs, at);
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
