import type { AuthType } from './contract/auth';

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

// Node (unit tests) and private-mode browsers may lack sessionStorage; a Map keeps the same behaviour for one page life.
const memory = new Map<string, string>();
const storage = {
  get(key: string): string | null {
    try {
      if (typeof sessionStorage !== 'undefined') return sessionStorage.getItem(key);
    } catch {}
    return memory.get(key) ?? null;
  },
  set(key: string, value: string): void {
    try {
      if (typeof sessionStorage !== 'undefined') {
        sessionStorage.setItem(key, value);
        return;
      }
    } catch {}
    memory.set(key, value);
  },
  remove(key: string): void {
    try {
      if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key);
    } catch {}
    memory.delete(key);
  },
};

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
    const value = storage.get(key);
    if (value !== null) (values as Record<string, string>)[key] = value;
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
    if (value !== undefined) storage.set(key, value);
  }
  invalidate();
}

export function clearSession(): void {
  for (const key of keys) storage.remove(key);
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
