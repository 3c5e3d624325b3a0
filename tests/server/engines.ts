export type Engine = 'pglite' | 'postgres';

/**
 * What PGlite does differently from PostgreSQL, and so the reasons a suite runs on both engines when a
 * PostgreSQL server is at hand (the suites that start the real server on its embedded database, such as
 * start.test.ts, and those that open PGlite themselves run on PGlite whatever the setting; every PGlite suite
 * migrates its database from empty):
 * - `locking`: PGlite runs one transaction at a time for the whole process, so concurrent requests, row locks
 *   and a handle used outside its transaction behave (or hang) differently;
 * - `live events`: LISTEN/NOTIFY goes through PGlite's own `listen()` rather than a connection of its own;
 * - `crash`: a process killed mid-write and started again on the same data;
 * - `seed`: the demo data written at first start, which a newcomer sees on PGlite.
 */
export type EngineDifference = 'locking' | 'live events' | 'crash' | 'seed';

export interface EngineChoice {
  /** Run on PGlite as well as on PostgreSQL, because the suite exercises this difference between them. */
  pgliteToo?: EngineDifference;
}

/**
 * The engines a server suite runs on:
 * - without TEST_DATABASE_URL (a newcomer's `npm test`), every suite on PGlite;
 * - with it (CI), every suite on PostgreSQL, and the suites marked `pgliteToo` on PGlite as well;
 * - with TEST_BOTH_ENGINES=1 as well, every suite on both.
 */
export function enginesFor(choice: EngineChoice = {}): Engine[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  if (choice.pgliteToo || process.env.TEST_BOTH_ENGINES === '1') return ['pglite', 'postgres'];
  return ['postgres'];
}
