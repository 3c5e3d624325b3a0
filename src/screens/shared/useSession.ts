import { useSyncExternalStore } from 'react';
import { getSession, type Session, subscribeSession } from '../../api/session';

/** The signed-in session, re-rendering when it changes (sign-in, logout, expiry). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
