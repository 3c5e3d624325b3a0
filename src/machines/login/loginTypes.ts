import type { AuthType, CodeOffer } from '../../api/contract';
import type { Session } from '../../api/session';
import type { CredentialsEvent } from './credentialsMachine';
import type { SecondFactorEvent } from './secondFactorMachine';

export interface LoginInput {
  /** From an operator's sign-in link (?user=&auth=). */
  autoLogin?: { user: string; auth: string } | null;
}

export interface LoginContext {
  autoLogin: { user: string; auth: string } | null;
  username: string;
  authType: AuthType | null;
  preLoginToken: string | null;
  /** What the server said of the login code it mailed (or could not) with the pre-login. */
  codeOffer: CodeOffer | null;
  /** The e-mail an unverified member is asked to confirm. */
  email: string;
  session: Session | null;
}

/** The screen sends every event to the sign-in; each step's own events go on to that step. */
export type LoginEvent = CredentialsEvent | SecondFactorEvent;
