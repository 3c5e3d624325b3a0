import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { otpauthUri } from '../services/twoFactor';

/** One demo account as the seed reports it. */
const demoSignIn = z.object({
  username: z.string(),
  password: z.string(),
  pin: z.string().optional(),
  authType: z.string(),
  totpSecret: z.string().optional(),
  note: z.string(),
});
export type DemoSignInInfo = z.infer<typeof demoSignIn>;

export const DEMO_SIGN_INS_FILE = 'demo-sign-ins.json';

/**
 * The seed runs once, but newcomers restart the server and still need the demo sign-ins, so they are kept
 * beside the data (0600; they are demo credentials, never real ones).
 */
export function saveDemoSignIns(dataDir: string, list: DemoSignInInfo[]): void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, DEMO_SIGN_INS_FILE);
  writeFileSync(path, `${JSON.stringify(list, null, 2)}\n`, { mode: 0o600 });
  chmodSync(path, 0o600);
}

export function loadDemoSignIns(dataDir: string): DemoSignInInfo[] | null {
  try {
    const parsed = z
      .array(demoSignIn)
      .safeParse(JSON.parse(readFileSync(join(dataDir, DEMO_SIGN_INS_FILE), 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function secondStep(entry: DemoSignInInfo, productName: string): string[] {
  switch (entry.authType) {
    case 'mpin':
      return [`then Security Pin ${entry.pin ?? '(not recorded)'}`];
    case 'otp':
      return ['then the 6-digit code mailed to the member (printed in this log while SMTP_URL is unset)'];
    case 'authenticator':
      if (!entry.totpSecret) return ['then a code from an authenticator app'];
      return [
        `then a code from an authenticator app with secret ${entry.totpSecret}`,
        `  ${otpauthUri(productName, entry.username, entry.totpSecret)}`,
      ];
    case 'operator':
      return ['then the authenticator: the first sign-in shows the secret to add to an authenticator app'];
    default:
      return [`then the ${entry.authType} step`];
  }
}

export function formatDemoSignIns(list: DemoSignInInfo[], productName: string, seededNow: boolean): string {
  const heading = seededNow
    ? 'Demo sign-ins (demo data was created on this start):'
    : 'Demo sign-ins (as created with the demo data; a member may have changed them since):';
  const lines = [heading];
  for (const entry of list) {
    lines.push(`  ${entry.username} / ${entry.password}${entry.note ? `  (${entry.note})` : ''}`);
    for (const line of secondStep(entry, productName)) lines.push(`    ${line}`);
  }
  return lines.join('\n');
}
