import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while a page drawn at build time is being taken over by the app (and on the server drawing it), true
 * from then on and in any page the app draws itself. That page is first painted from its HTML, before the app
 * runs: a form on it that answers to this keeps its submit button disabled until then, so the browser never
 * sends it on its own (a password in the address bar), while its fields take typing at once. React keeps what
 * was typed in the input when it hydrates the page, but not in the field's state, which still holds the drawn
 * value and would write it back on the next render: TextField and Checkbox hand it to their state as they
 * mount (useEarlyInput), so the text, the focus and the caret stay where the member left them.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
