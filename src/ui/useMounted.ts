import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a page drawn at build time is being taken over by the app (and on the server drawing it), true
 * from then on and in any page the app draws itself. That page is first painted from its HTML, before the app
 * runs: a form that answers to this stays disabled until then, so nothing typed is lost and the browser never
 * sends it on its own (a password in the address bar).
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
