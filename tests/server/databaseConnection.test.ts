import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('the PostgreSQL connection pool', () => {
  it('survives the server ending an idle connection, says so, and answers the next query', async () => {
    const heard: Error[] = [];
    const opened = await openDatabase({ databaseUrl: url, onIdleError: (error) => heard.push(error) });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const pid = async () =>
        Number(
          (
            (await opened.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
              rows: { pid: number }[];
            }
          ).rows[0]!.pid,
        );
      const before = await pid();
      await admin.query('select pg_terminate_backend($1)', [before]);
      await expect.poll(() => heard.length).toBe(1);
      expect((heard[0] as Error & { code?: string }).code).toBe('57P01');
      // The pool has let the dead connection go: the next query runs on a new one.
      expect(await pid()).not.toBe(before);
    } finally {
      await admin.end();
      await opened.close();
    }
  });
});
