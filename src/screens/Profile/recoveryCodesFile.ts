import { site } from '../../content/site';

export const RECOVERY_CODES_FILE = 'recovery-codes.txt';

/** The recovery codes as the text file a member keeps: what they are for, then one code a line. */
export function recoveryCodesFile(codes: readonly string[], username: string): Blob {
  const text = [
    `${site.productName} recovery codes for ${username}`,
    'Each code works once, in place of a code from your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  return new Blob([text], { type: 'text/plain;charset=utf-8' });
}
