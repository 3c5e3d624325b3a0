import { type Ref, type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Hands `adopt` the field's input once, as it mounts, if it holds other than it was drawn with: what the
 * member typed or ticked on a page drawn at build time before the app ran (see useMounted), which the field's
 * state must take before its next render writes the drawn value back. Answers the input's ref, which also
 * fills `forwarded`, the ref the field was given.
 */
export function useEarlyInput(
  adopt: (input: HTMLInputElement) => void,
  forwarded: Ref<HTMLInputElement> | undefined,
): RefCallback<HTMLInputElement> {
  const own = useRef<HTMLInputElement | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input as the page's takeover found it
  useLayoutEffect(() => {
    const input = own.current;
    if (!input) return;
    const box = input.type === 'checkbox' || input.type === 'radio';
    if (box ? input.checked !== input.defaultChecked : input.value !== input.defaultValue) adopt(input);
  }, []);
  return useCallback(
    (node: HTMLInputElement | null) => {
      own.current = node;
      if (typeof forwarded === 'function') return forwarded(node);
      if (forwarded) forwarded.current = node;
    },
    [forwarded],
  );
}
