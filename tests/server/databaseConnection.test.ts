import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
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

  it('opens no more connections than DATABASE_POOL_MAX, however many statements wait', async () => {
    const opened = await openDatabase({ databaseUrl: url, poolMax: 2 });
    try {
      const backends = await Promise.all(
        Array.from({ length: 6 }, async () => {
          const { rows } = (await opened.db.execute(
            sql`select pg_backend_pid() as pid from pg_sleep(0.1)`,
          )) as unknown as { rows: { pid: number }[] };
          return Number(rows[0]!.pid);
        }),
      );
      // Six statements ran, two at a time, on the pool's two connections.
      expect(new Set(backends).size).toBe(2);
    } finally {
      await opened.close();
    }
  });
});

describe('DATABASE_POOL_MAX', () => {
  it('is 10 unless set, and refuses what is not a whole number of connections from 1 to 1000', () => {
    expect(loadConfig({}).databasePoolMax).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '4' }).databasePoolMax).toBe(4);
    for (const wrong of ['0', '1001', '2.5', 'ten'])
      expect(() => loadConfig({ DATABASE_POOL_MAX: wrong })).toThrow(
        /DATABASE_POOL_MAX.*a whole number of connections between 1 and 1000/,
      );
  });
});
