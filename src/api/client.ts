import { ofetch } from 'ofetch';
import { type ApiFailure, type ApiResult, isApiFailure, NETWORK_FAILURE } from './errors';
import { getSessionValues } from './session';

/** Where the API lives; the live-updates stream, read with fetch directly, needs it too. */
export const apiBaseURL: string = import.meta.env?.VITE_API_BASE ?? '/api';
const baseURL = apiBaseURL;

/** The one HTTP client. Failures are never thrown at callers: `request` turns them into `ApiFailure`. */
export const http = ofetch.create({ baseURL, retry: 0, ignoreResponseError: true });

let unauthorizedHandler: ((message?: string) => void) | null = null;

/**
 * Called when an authenticated GET answers 401, i.e. the member's token has expired or was revoked; with the
 * request's `unauthorizedMessage` when the spec words that screen's expiry differently.
 */
export function setUnauthorizedHandler(handler: ((message?: string) => void) | null): void {
  unauthorizedHandler = handler;
}

/** A request made outside this client (the live stream) found this token refused. */
export function reportSessionRefused(token: string): void {
  if (token !== getSessionValues().token || endings.has(token)) return;
  unauthorizedHandler?.();
}

/** A session the member is signing out of: whether the sign-out went through, once it is known. */
const endings = new Map<string, Promise<boolean>>();
/** The requests of each session's token still waiting for their answer. */
const inFlight = new Map<string, Set<AbortController>>();

/**
 * The member is signing out of the session with this token. Until `settle` is called, the answers of the
 * session's requests wait: if the sign-out went through (`settle(true)`) the requests still running are
 * cancelled and none of them ever answers (the token is revoked, so their 401s are not an expiry, and the
 * pages that asked are going away); if it did not, they answer as usual.
 */
export function beginSessionEnd(token: string): (ended: boolean) => void {
  let settle: (ended: boolean) => void = () => {};
  endings.set(token, new Promise<boolean>((resolve) => (settle = resolve)));
  return (ended) => {
    if (ended) {
      for (const controller of inFlight.get(token) ?? []) controller.abort();
      inFlight.delete(token);
    } else {
      endings.delete(token);
    }
    settle(ended);
  };
}

/** What a request of a session that has ended gets: no answer, ever. */
const cancelled = () => new Promise<never>(() => {});

let serverError = false;
/** The failed request's id as the server logged it, when it answered: what support asks for. */
let serverErrorReference: string | null = null;
const serverErrorListeners = new Set<() => void>();

function setServerError(value: boolean, reference: string | null = null): void {
  if (value && reference) serverErrorReference = reference;
  if (!value) serverErrorReference = null;
  if (serverError === value) return;
  serverError = value;
  for (const listener of serverErrorListeners) listener();
}

/** The id of the request that failed on the server's side, if the server answered with one. */
export function getServerErrorReference(): string | null {
  return serverErrorReference;
}

/** True after a request failed on the server's side or never reached it ("It's us, not you"). */
export function getServerError(): boolean {
  return serverError;
}

/** Something other than an API request failed on our side or on the way (a page's code could not load). */
export function reportServerFailure(): void {
  setServerError(true);
}

export function clearServerError(): void {
  setServerError(false);
}

export function subscribeServerError(listener: () => void): () => void {
  serverErrorListeners.add(listener);
  return () => {
    serverErrorListeners.delete(listener);
  };
}

/** The request id a refusal carries in its body, or the answer's X-Request-Id. */
function requestIdOf(data: unknown, headers: Headers | undefined): string | null {
  const inBody =
    typeof data === 'object' && data !== null ? (data as { request_id?: unknown }).request_id : undefined;
  if (typeof inBody === 'string' && inBody) return inBody;
  return typeof headers?.get === 'function' ? headers.get('x-request-id') : null;
}

function toFailure(data: unknown, code: number, fallback: string): ApiFailure {
  const body: Record<string, unknown> = typeof data === 'object' && data !== null ? { ...data } : {};
  const msg = typeof body.msg === 'string' && body.msg ? body.msg : undefined;
  const message = typeof body.message === 'string' && body.message ? body.message : undefined;
  const errors =
    body.errors && typeof body.errors === 'object' ? (body.errors as ApiFailure['errors']) : undefined;
  return {
    ...body,
    status: false,
    msg: msg ?? message ?? fallback,
    message: message ?? msg ?? fallback,
    ...(errors ? { errors } : {}),
    code,
  };
}

export interface RequestOptions {
  /**
   * A plain object goes as JSON; FormData goes as multipart, its boundary set by the browser, so no
   * Content-Type is given for it here.
   */
  body?: Record<string, unknown> | FormData;
  /** Bearer token to send instead of the session's; `null` sends none. A 401 to it is the caller's to handle. */
  token?: string | null;
  /** Extra request headers, e.g. the `Idempotency-Key` of a money move. */
  headers?: Record<string, string>;
  /** What the member is told when this GET finds the session expired, if not the app's usual words. */
  unauthorizedMessage?: string;
  /** 'blob' reads the answer as bytes (an image), whatever its Content-Type. */
  responseType?: 'blob';
}

export async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const bearer = options.token === undefined ? getSessionValues().token : options.token;
  const headers: Record<string, string> = {
    ...options.headers,
    Accept: options.responseType === 'blob' ? '*/*' : 'application/json',
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  // The session's own requests can be cancelled when the member signs out of it.
  const own = bearer && options.token === undefined ? bearer : null;
  const controller = new AbortController();
  let running: Set<AbortController> | undefined;
  if (own) {
    running = inFlight.get(own) ?? new Set();
    inFlight.set(own, running.add(controller));
  }
  let response: Awaited<ReturnType<typeof http.raw>> | null = null;
  try {
    response = await http.raw(path, {
      method,
      headers,
      signal: controller.signal,
      ...(options.body ? { body: options.body } : {}),
      ...(options.responseType ? { responseType: options.responseType } : {}),
    });
  } catch {
    // Handled below: a cancelled request never answers, an unreachable server is said so.
  } finally {
    running?.delete(controller);
  }
  const ending = own ? endings.get(own) : undefined;
  if (controller.signal.aborted || (ending && (await ending))) return cancelled();
  if (!response) {
    setServerError(true);
    return toFailure(null, 0, NETWORK_FAILURE);
  }
  const data: unknown = response._data;
  if (!response.ok) {
    // The session's own token refused, on a read or a write: the session is over. A token the caller chose
    // (the sign-in step's, an operator's) is the caller's to handle: its end must not sign the member out.
    if (response.status === 401 && bearer && options.token === undefined) {
      unauthorizedHandler?.(options.unauthorizedMessage);
    }
    if (response.status >= 500) setServerError(true, requestIdOf(data, response.headers));
    return toFailure(data, response.status, String(response.status));
  }
  if (isApiFailure(data)) {
    return toFailure(data, response.status, String(response.status));
  }
  // The browser carries the contract's types, not its schemas (no zod in the bundle): the answer takes the
  // caller's type here, in this one place.
  return data as T;
}

export const apiGet = <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
  request<T>('GET', path, options);
export const apiPost = <T>(
  path: string,
  body?: Record<string, unknown> | FormData,
  options?: Omit<RequestOptions, 'body'>,
) => request<T>('POST', path, { ...options, ...(body ? { body } : {}) });
/** A file the API serves only to its member (an avatar): fetched with the token, read as a Blob. */
export const apiGetBlob = (path: string, options?: Omit<RequestOptions, 'body' | 'responseType'>) =>
  request<Blob>('GET', path, { ...options, responseType: 'blob' });
