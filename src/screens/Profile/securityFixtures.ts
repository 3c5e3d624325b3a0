import { fn } from 'storybook/test';
import type { UserDetails } from '../../api/security';
import type { TwoFactorPanelProps } from './TwoFactorPanel';

export const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const otpauth = `otpauth://totp/Tessera:demo?secret=${secret}&issuer=Tessera&algorithm=SHA1&digits=6&period=30`;
export const recoveryCodes = [
  'k7m2q-x9p4d',
  'a3b8c-d1e6f',
  'q2w3e-r4t5y',
  'z9x8c-v7b6n',
  'm1n2b-v3c4x',
  'p0o9i-u8y7t',
  'l5k4j-h3g2f',
  's6d7f-g8h9j',
  'c4v5b-n6m7a',
  'e2r3t-y4u5i',
];

/** 2FA off, nothing asked of the member: every story starts here and changes what it shows. */
export const twoFactorProps = (): TwoFactorPanelProps => ({
  loading: false,
  loadError: null,
  onReload: fn(),
  enabled: false,
  step: 'idle',
  enrolment: { otpauth, secret },
  recoveryCodesLeft: 0,
  recoveryCodes: [],
  code: '',
  codeError: null,
  error: null,
  signsIn: false,
  renewal: null,
  onToggle: fn(),
  onCodeChange: fn(),
  onCodeSubmit: fn(),
  onCancel: fn(),
  onResend: fn(),
  onCodesSaved: fn(),
  onDownloadCodes: fn(),
  onRenew: fn(),
});

export const written: string[] = [];

/** Replaces the clipboard for one story; the test browser has no clipboard permission to grant. */
export const stubClipboard = () => {
  written.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void written.push(text) },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
};

/** GET user's data for a member with 2FA off (so with an enrolment secret) or on. */
export const userDetails = (over: Partial<UserDetails> = {}): UserDetails => ({
  name: 'Demo Member',
  email: 'demo@example.com',
  username: 'demo',
  referral_id: 'UV1001',
  auth_type: 'mpin',
  status_2fa: 0,
  image_2fa: otpauth,
  secret_2fa: secret,
  recovery_codes_left: 0,
  profile: {
    name: 'Demo Member',
    username: 'demo',
    email: 'demo@example.com',
    gender: null,
    dob: null,
    address_line1: '',
    address_line2: '',
    landmark: '',
    city: '',
    state: '',
    country: 1,
    phone: '',
    pincode: '',
    tax_id: '',
    avatar: null,
    created_at: '2026-01-05T08:00:00.000Z',
  },
  ...over,
});

export const twoFactorOn = (over: Partial<UserDetails> = {}) =>
  userDetails({ status_2fa: 1, image_2fa: null, secret_2fa: null, recovery_codes_left: 10, ...over });
