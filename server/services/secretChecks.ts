import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { secretChecks } from '../db/schema';
import { hashPin, verifyPin } from './secrets';

/** The server was given another secret than the one this database's hashes were made with. */
export class SecretMismatchError extends Error {
  override name = 'SecretMismatchError';
}

/**
 * Hashed exactly as a PIN is, so the check proves what matters (PIN hashes verify under this pepper) and, in
 * a stolen copy of the database, is as slow to guess the pepper against as any PIN hash.
 */
const CHECK_TEXT = 'pin pepper check';

/**
 * Compares the PIN pepper with the check value this database keeps, writing it when there is none yet (a new
 * database, or one from before the check existed). `source` names where the pepper came from.
 */
export async function checkPinPepper(
  db: DbOrTx,
  pepper: string,
  source: string,
): Promise<'written' | 'matched'> {
  const written = await db
    .insert(secretChecks)
    .values({ name: 'pin_pepper', checkValue: await hashPin(CHECK_TEXT, pepper) })
    .onConflictDoNothing()
    .returning({ name: secretChecks.name });
  if (written.length > 0) return 'written';
  const [stored] = await db.select().from(secretChecks).where(eq(secretChecks.name, 'pin_pepper'));
  if (stored && (await verifyPin(stored.checkValue, CHECK_TEXT, pepper))) return 'matched';
  throw new SecretMismatchError(
    `${source} is not the PIN_PEPPER this database was set up with: every security PIN and e-mailed code ` +
      'would be refused. Start the server with the PIN_PEPPER it used before.',
  );
}
