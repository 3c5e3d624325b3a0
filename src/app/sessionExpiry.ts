import { setUnauthorizedHandler } from '../api/client';
import { clearSession, getSessionValues } from '../api/session';
import { notify, TOAST_CARRIED_MS } from '../ui';

export const SESSION_EXPIRED = 'Your session has expired please login again!';
export const SESSION_EXPIRED_REDIRECT_MS = 1000;

/**
 * Just after the server ended the session, a member page still on screen sends home, not to sign-in; a
 * visitor who opens a member page later is asked to sign in as usual.
 */
const ENDED_RECENTLY_MS = 3000;
let endedAt = Number.NEGATIVE_INFINITY;
export const sessionEndedByServer = () => Date.now() - endedAt < ENDED_RECENTLY_MS;

/**
 * A 401 on a request made with the session's token: tell the member, then after one second clear the session
 * and go home (spec document 1 §4 and §9). Several queries failing at once produce one toast and one redirect.
 */
export function installSessionExpiry(navigate: (to: string) => unknown, clearCache: () => void): () => void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  setUnauthorizedHandler((message) => {
    if (pending) return;
    const token = getSessionValues().token;
    // The session's end outranks what its other requests, failing the same way, would say.
    notify.error(message ?? SESSION_EXPIRED, { holdMs: SESSION_EXPIRED_REDIRECT_MS + TOAST_CARRIED_MS });
    pending = setTimeout(() => {
      pending = null;
      // The member signed out (or in again) meanwhile: that page change stands.
      if (getSessionValues().token !== token) return;
      // A member page still on screen when the session clears must send home too (RequireSession).
      endedAt = Date.now();
      navigate('/');
      clearSession();
      clearCache();
    }, SESSION_EXPIRED_REDIRECT_MS);
  });
  return () => {
    if (pending) clearTimeout(pending);
    setUnauthorizedHandler(null);
  };
}
