/** Every refusal, whatever went wrong, reaches the app in the spec's shape. */
export interface ApiFailure {
  status: false;
  msg: string;
  message: string;
  errors?: Record<string, string[]>;
  /** HTTP status of the refusal; 0 when the server could not be reached. */
  code: number;
  /** Seconds the server asks to wait before repeating the request (a code asked within its cooldown). */
  retry_after?: number;
}

export type ApiResult<T> = T | ApiFailure;

export const SOMETHING_WENT_WRONG = 'Something Went Wrong Please Try Again....';

/**
 * What a member reads when no answer came at all (offline, the server down): a plain sentence, never the
 * browser's own error text, and never a request to sign in again, which would not help.
 */
export const NETWORK_FAILURE = 'The server could not be reached. Check your connection and try again.';

interface MessageCarrier {
  msg?: unknown;
  message?: unknown;
  errors?: Record<string, readonly string[] | undefined> | undefined;
}

/** The spec's rule: the first message of the first field in `errors`, else `msg`, else `message`. */
export function firstErrorMessage(
  response: MessageCarrier | null | undefined,
  fallback = SOMETHING_WENT_WRONG,
): string {
  if (!response) return fallback;
  if (response.errors) {
    for (const messages of Object.values(response.errors)) {
      const first = messages?.[0];
      if (first) return first;
    }
  }
  if (typeof response.msg === 'string' && response.msg) return response.msg;
  if (typeof response.message === 'string' && response.message) return response.message;
  return fallback;
}

/** True for a success answer; the spec lets `status` be boolean or 1/0. */
export function isOk<T extends { status: unknown }>(
  result: T,
): result is Exclude<T, { status: false } | { status: 0 }> {
  return result.status === true || result.status === 1;
}

/** The refusal an answer is, if it is one; nothing for a success or no answer yet. */
export function refusalIn<T extends { status: unknown }>(
  answer: ApiResult<T> | undefined,
): ApiFailure | undefined {
  return isApiFailure(answer) ? answer : undefined;
}

/** True for an answer carrying `status: false`, the shape the client gives every refusal. */
export function isApiFailure(result: unknown): result is ApiFailure {
  return typeof result === 'object' && result !== null && 'status' in result && result.status === false;
}

export function isNetworkFailure(result: unknown): boolean {
  return isApiFailure(result) && result.code === 0;
}

/** Thrown by query functions so TanStack Query sees a refusal as an error. */
export class ApiError extends Error {
  readonly response: ApiFailure;
  constructor(response: ApiFailure) {
    super(firstErrorMessage(response));
    this.name = 'ApiError';
    this.response = response;
  }
}

/** A request's answer for a query or mutation: the success as it is, a refusal thrown as an ApiError. */
export async function unwrap<T extends { status: unknown }>(promise: Promise<ApiResult<T>>): Promise<T> {
  const result = await promise;
  if (isOk(result)) return result;
  throw new ApiError(result as ApiFailure);
}
