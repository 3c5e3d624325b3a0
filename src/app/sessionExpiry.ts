import { setUnauthorizedHandler } from '../api/client';
import { clearSession } from '../api/session';
import { notify } from '../ui';

export const SESSION_EXPIRED = 'Your session has expired please login again!';
export const SESSION_EXPIRED_REDIRECT_MS = 1000;

/**
 * A 401 on an authenticated GET: tell the member, then after one second clear the session and go home
 * (spec document 1 §4 and §9). Several queries failing at once produce one toast and one redirect.
 */
export function installSessionExpiry(navigate: (to: string) => unknown, clearCache: () => void): () => void {
  let pending: ReturnType<typeof setTimeout> | null = null;
  setUnauthorizedHandler((message) => {
    if (pending) return;
    notify.error(message ?? SESSION_EXPIRED);
    pending = setTimeout(() => {
      pending = null;
      clearSession();
      clearCache();
      navigate('/');
    }, SESSION_EXPIRED_REDIRECT_MS);
  });
  return () => {
    if (pending) clearTimeout(pending);
    setUnauthorizedHandler(null);
  };
}
