import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { secretChecks } from '../db/schema';
import { sameHash } from './secrets';

/** The server was given another secret than the one this database's hashes were made with. */
export class SecretMismatchError extends Error {
  override name = 'SecretMismatchError';
}

// A fixed text under the pepper: the pepper itself cannot be read back from it.
const checkValue = (pepper: string) =>
  createHmac('sha256', pepper).update('tessera pin pepper check v1').digest('hex');

/**
 * Compares the PIN pepper with the check value this database keeps, writing it when there is none yet (a new
 * database, or one from before the check existed). `source` names where the pepper came from.
 */
export async function checkPinPepper(
  db: DbOrTx,
  pepper: string,
  source: string,
): Promise<'written' | 'matched'> {
  const value = checkValue(pepper);
  const written = await db
    .insert(secretChecks)
    .values({ name: 'pin_pepper', checkValue: value })
    .onConflictDoNothing()
    .returning({ name: secretChecks.name });
  if (written.length > 0) return 'written';
  const [stored] = await db.select().from(secretChecks).where(eq(secretChecks.name, 'pin_pepper'));
  if (stored && sameHash(stored.checkValue, value)) return 'matched';
  throw new SecretMismatchError(
    `${source} is not the PIN_PEPPER this database was set up with: every security PIN and e-mailed code ` +
      'would be refused. Start the server with the PIN_PEPPER it used before.',
  );
}
