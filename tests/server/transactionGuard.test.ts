import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openDatabase } from '../../server/db/client';
import { refuseRootQueriesInTransactions } from './transactionGuard';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the PostgreSQL suites’ guard against PGlite’s hang', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    refuseRootQueriesInTransactions(opened.db);
  });
  afterAll(async () => {
    await opened?.close();
  });
  const one = sql`select 1 as one`;

  it('refuses a query through db inside one of its transactions, which would hang on PGlite', async () => {
    const { db } = opened;
    await expect(db.transaction(async () => db.execute(one))).rejects.toThrow(/use the transaction handle/);
  });

  it('lets the transaction handle, queries after the commit and other work at the same time through', async () => {
    const { db } = opened;
    const inside = db.transaction(async (tx) => {
      await tx.execute(one);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return tx.execute(one);
    });
    const beside = db.execute(one);
    await expect(Promise.all([inside, beside])).resolves.toHaveLength(2);
    await expect(db.execute(one)).resolves.toBeTruthy();
  });
});
