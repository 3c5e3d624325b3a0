import { useEffect, useRef } from 'react';
import { ApiError, firstErrorMessage } from '../../api/errors';
import { notify } from '../../ui';

/** Spec document 2 §8: what a member reads when a list or a filter could not be loaded. */
export const LIST_FAILED = 'Request failed please try again';
export const FILTER_FAILED = 'Request failed please login again';

/** A field error from the server names the problem best; otherwise the spec's text for the failed load. */
export function loadFailureMessage(error: unknown, fallback: string = LIST_FAILED): string {
  if (error instanceof ApiError && error.response.errors) {
    for (const messages of Object.values(error.response.errors)) {
      if (messages?.[0]) return messages[0];
    }
  }
  return fallback;
}

/** A refused action shows the server's own message (spec document 2 §8), else the spec's generic text. */
export function refusalMessage(error: unknown): string {
  return error instanceof ApiError ? firstErrorMessage(error.response, LIST_FAILED) : LIST_FAILED;
}

/**
 * Whether a failure still needs a toast: an expired sign-in already says so and leaves the page, and a
 * server-side failure opens the "It's us, not you" modal.
 */
export function needsToast(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  const { code } = error.response;
  return code !== 401 && code !== 0 && code < 500;
}

/** Toasts each new failure of a load once: a new failure time is a new failure, a re-render is not. */
export function useFailureToast(error: unknown, failedAt: number, message: string): void {
  const latest = useRef({ error, message });
  latest.current = { error, message };
  useEffect(() => {
    const failure = latest.current;
    if (failedAt > 0 && failure.error && needsToast(failure.error)) notify.error(failure.message);
  }, [failedAt]);
}
