import type { LoginResult } from '../../api/auth';

/** The server's answer to a second step that signs alice in with her security pin. */
export const signedIn: LoginResult = {
  status: true,
  message: 'Welcome back',
  msg: 'Welcome back',
  token: 'member-token',
  auth_type: 'mpin',
  username: 'alice',
  referral_id: 'UV1001',
  email: 'alice@example.com',
  user_details: { username: 'alice', email: 'alice@example.com' },
};

/** A refusal in the spec's shape, as either step of sign-in gets it. */
export const refusal = (msg: string, extra: Record<string, unknown> = {}) =>
  ({ status: false, msg, message: msg, code: 422, ...extra }) as never;
