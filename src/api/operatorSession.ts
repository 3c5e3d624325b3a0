import { apiGet, apiPost, type RequestOptions } from './client';
import type {
  OperatorMeResponse,
  OperatorSignInBody,
  OperatorSignInResponse,
  OperatorSignOutResponse,
} from './contract/operatorAccounts';
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

export function subscribeOperatorSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** An operator call: the operator's token instead of the member's, and a refusal ends only the operator's session. */
const asOperator = (): RequestOptions => ({
  token: getOperatorToken(),
  onUnauthorized: () => clearOperatorToken('ended'),
});

export const postOperatorSignIn = (body: OperatorSignInBody) =>
  apiPost<OperatorSignInResponse>('operator/sign-in', { ...body }, { token: null });
export const getOperatorMe = () => apiGet<OperatorMeResponse>('operator/me', asOperator());
export const postOperatorSignOut = () =>
  apiPost<OperatorSignOutResponse>('operator/sign-out', undefined, asOperator());
