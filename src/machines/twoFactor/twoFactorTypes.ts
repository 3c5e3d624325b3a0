import type { AuthType } from '../../api/contract';

export interface TwoFactorInput {
  /** `status_2fa` of GET user. */
  enabled: boolean;
  /** The member's auth type, which confirms new recovery codes. */
  authType: AuthType;
  username: string;
}

export interface TwoFactorContext extends TwoFactorInput {
  code: string;
  codeError: string | null;
  /** The server's last refusal, shown until the member tries again. */
  error: string | null;
  /** Shown once, after 2FA is turned on or the codes are renewed, and dropped once the member has saved them. */
  recoveryCodes: string[];
}

export type TwoFactorEvent =
  | { type: 'twoFactor.toggle' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit'; code?: string }
  | { type: 'step.cancel' }
  | { type: 'codes.saved' }
  | { type: 'codes.renew' }
  | { type: 'otp.resend' }
  /** GET user answered again, e.g. after a request whose answer was lost. */
  | { type: 'status.sync'; enabled: boolean };
