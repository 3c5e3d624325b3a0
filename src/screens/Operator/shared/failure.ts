import { ApiError, firstErrorMessage } from '../../../api/errors';

export const LOAD_FAILED = 'Could not load this. Please try again.';

/** What the operator reads when a call fails: the server's own words (a refusal names its reason), else ours. */
export function failureMessage(error: unknown, fallback = LOAD_FAILED): string {
  return error instanceof ApiError ? firstErrorMessage(error.response, fallback) : fallback;
}

/** The field errors of a refusal, by field; empty for any other failure. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.response.errors) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.response.errors)) {
    if (messages?.[0]) fields[field] = messages[0];
  }
  return fields;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.response.code === 404;
