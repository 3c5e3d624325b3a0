import { apiGet, apiPost, type RequestOptions } from './client';
import type {
  OperatorMeResponse,
  OperatorSignInBody,
  OperatorSignInResponse,
  OperatorSignOutResponse,
} from './contract/operatorAccounts';
import { type ApiResult, isApiFailure } from './errors';
import { tabStorage } from './tabStorage';

export type {
  OperatorAccountView,
  OperatorMeResponse,
  OperatorSignInBody,
  OperatorSignInResponse,
} from './contract/operatorAccounts';
export type { OperatorRight, OperatorRole } from './contract/operatorRights';

/**
 * The operator's session in this tab: only its token, under a key of its own, so signing an operator in or
 * out never touches the member's keys (`token`, `status`…) and no password is ever stored.
 */
export const OPERATOR_TOKEN_KEY = 'tessera.operatorToken';

/** How the last operator session ended: the server refused its token (idle or revoked), or the operator left. */
export type OperatorSessionEnd = 'ended' | 'signed-out';

const listeners = new Set<() => void>();
let lastEnd: OperatorSessionEnd | null = null;

const changed = () => {
  for (const listener of listeners) listener();
};

export function getOperatorToken(): string | null {
  return tabStorage.get(OPERATOR_TOKEN_KEY);
}

export function setOperatorToken(token: string): void {
  tabStorage.set(OPERATOR_TOKEN_KEY, token);
  lastEnd = null;
  changed();
}

export function clearOperatorToken(reason: OperatorSessionEnd = 'signed-out'): void {
  if (getOperatorToken() === null) return;
  tabStorage.remove(OPERATOR_TOKEN_KEY);
  lastEnd = reason;
  changed();
}

/** Why the operator has no session now, if they had one in this page's life. */
export function operatorSessionEnd(): OperatorSessionEnd | null {
  return lastEnd;
}

/** The sign-in page has said why the last session ended; a later visit starts afresh. */
export function forgetOperatorSessionEnd(): void {
  lastEnd = null;
}

export function subscribeOperatorSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * An operator call: the operator's token instead of the member's. A 401 ends the operator's session (idle
 * for 15 minutes, or signed out elsewhere) and never the member's, which the client leaves to the caller.
 */
export async function asOperator<T>(
  call: (options: RequestOptions) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const token = getOperatorToken();
  const result = await call({ token });
  const refused = isApiFailure(result) && result.code === 401;
  // A newer session, signed in while this call was on its way, stays.
  if (refused && token && getOperatorToken() === token) clearOperatorToken('ended');
  return result;
}

export const postOperatorSignIn = (body: OperatorSignInBody) =>
  apiPost<OperatorSignInResponse>('operator/sign-in', { ...body }, { token: null });
export const getOperatorMe = () =>
  asOperator((options) => apiGet<OperatorMeResponse>('operator/me', options));
export const postOperatorSignOut = () =>
  asOperator((options) => apiPost<OperatorSignOutResponse>('operator/sign-out', undefined, options));
