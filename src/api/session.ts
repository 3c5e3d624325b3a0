import type { AuthType } from './contract/auth';
import { authTypes } from './contract/authRules';
import { isOneOf } from './contract/literalRules';
import { tabStorage } from './tabStorage';

/**
 * The signed-in member as the browser keeps it, under the spec's session-storage keys. Passwords and
 * security PINs are deliberately absent: Tessera never writes a secret to browser storage.
 */
export interface Session {
  token: string;
  username: string;
  auth_type: AuthType;
  status: string;
  refcode: string;
  email: string;
}

const keys = [
  'token',
  'username',
  'auth_type',
  'status',
  'refcode',
  'email',
] as const satisfies readonly (keyof Session)[];

const listeners = new Set<() => void>();
let cachedValues: Partial<Session> | undefined;
let cachedSession: Session | null | undefined;

function invalidate(): void {
  cachedValues = undefined;
  cachedSession = undefined;
  for (const listener of listeners) listener();
}

/** Whatever is stored, complete or not (e.g. the username waiting for e-mail verification). */
export function getSessionValues(): Partial<Session> {
  if (cachedValues) return cachedValues;
  const values: Partial<Session> = {};
  for (const key of keys) {
    const value = tabStorage.get(key);
    if (value === null) continue;
    if (key !== 'auth_type') values[key] = value;
    else if (isOneOf(authTypes, value)) values.auth_type = value;
  }
  cachedValues = values;
  return values;
}

/** The complete, signed-in session, or null. The same object is returned until the session changes. */
export function getSession(): Session | null {
  if (cachedSession !== undefined) return cachedSession;
  const values = getSessionValues();
  cachedSession =
    values.status && values.token
      ? {
          token: values.token,
          username: values.username ?? '',
          auth_type: values.auth_type ?? 'mpin',
          status: values.status,
          refcode: values.refcode ?? '',
          email: values.email ?? '',
        }
      : null;
  return cachedSession;
}

export function setSession(values: Partial<Session>): void {
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined) tabStorage.set(key, value);
  }
  invalidate();
}

export function clearSession(): void {
  for (const key of keys) tabStorage.remove(key);
  invalidate();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function isSignedIn(): boolean {
  return getSession() !== null;
}
