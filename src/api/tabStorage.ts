/**
 * sessionStorage for this tab: what a sign-in keeps lasts until the tab closes and is never shared with other
 * tabs. Node (unit tests) and private-mode browsers may lack sessionStorage; a Map keeps the same behaviour
 * for one page life.
 */
const memory = new Map<string, string>();

export const tabStorage = {
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
