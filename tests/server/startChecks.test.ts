import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitWithin, killLaunchedServers, launchServer, startAndStop } from './serverProcess';

const PORT = '3252';
const PEPPER_A = 'pepper-a-0123456789abcdef';
const PEPPER_B = 'pepper-b-0123456789abcdef';

let scratch: string;
let staticDir: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tessera-start-checks-'));
  staticDir = join(scratch, 'dist');
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
});

afterAll(() => {
  killLaunchedServers();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

/** Starts a server expected to refuse; returns what it printed. */
async function refusal(env: Record<string, string>): Promise<string> {
  const server = launchServer({ PORT, STATIC_DIR: staticDir, ...env });
  expect(await exitWithin(server, 30_000)).toBe(1);
  const out = server.output();
  expect(out).not.toContain('Tessera is running');
  // A sentence for the operator, not a stack trace.
  expect(out).not.toMatch(/^\s+at /m);
  return out;
}

describe('starting with another PIN_PEPPER than the database was set up with', () => {
  it('refuses on the embedded database, naming PIN_PEPPER, and starts again with the right one', async () => {
    const dataDir = join(scratch, 'embedded');
    const env = { PORT, STATIC_DIR: staticDir, DATA_DIR: dataDir };
    await startAndStop(env);
    const kept = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).pinPepper as string;

    const wrong = await refusal({ ...env, PIN_PEPPER: PEPPER_B });
    expect(wrong).toContain(
      'PIN_PEPPER is not the PIN_PEPPER this database was set up with: every security PIN and e-mailed code would be refused.',
    );

    // The pepper file lost while the database survived: a new pepper would be generated, and is refused.
    unlinkSync(join(dataDir, 'secrets.json'));
    const lost = await refusal(env);
    expect(lost).toContain(
      `PIN_PEPPER (unset, so the one kept in ${join(dataDir, 'secrets.json')}) is not the PIN_PEPPER`,
    );

    await startAndStop({ ...env, PIN_PEPPER: kept });
  }, 180_000);

  it('writes the check into a database from before it existed, then holds that database to it', async () => {
    const dataDir = join(scratch, 'older');
    const env = { PORT, STATIC_DIR: staticDir, DATA_DIR: dataDir, PIN_PEPPER: PEPPER_A };
    await startAndStop(env);
    const client = await PGlite.create(join(dataDir, 'pgdata'));
    await client.query('delete from secret_checks');
    await client.close();

    await startAndStop(env);
    const out = await refusal({ ...env, PIN_PEPPER: PEPPER_B });
    expect(out).toContain('PIN_PEPPER is not the PIN_PEPPER this database was set up with');
  }, 180_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('starting on PostgreSQL', () => {
  // A skipped block is still read to list its tests, so it must not fail without a server to name.
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://127.0.0.1/unset';
  const name = `tessera_start_${randomBytes(4).toString('hex')}`;
  const url = new URL(base);
  url.pathname = `/${name}`;
  const admin = () => new pg.Client({ connectionString: base });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
  });
  afterAll(async () => {
    killLaunchedServers();
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  it('refuses another PIN_PEPPER than the database was set up with', async () => {
    const env = { PORT, STATIC_DIR: staticDir, DATA_DIR: join(scratch, 'pg'), DATABASE_URL: url.toString() };
    await startAndStop({ ...env, PIN_PEPPER: PEPPER_A });
    const out = await refusal({ ...env, PIN_PEPPER: PEPPER_B });
    expect(out).toContain('PIN_PEPPER is not the PIN_PEPPER this database was set up with');
    await startAndStop({ ...env, PIN_PEPPER: PEPPER_A });
  }, 180_000);

  it('names DATABASE_URL when the database it names does not exist', async () => {
    const missing = new URL(base);
    missing.pathname = '/tessera_no_such_database';
    const out = await refusal({
      DATA_DIR: join(scratch, 'pg'),
      DATABASE_URL: missing.toString(),
      PIN_PEPPER: PEPPER_A,
    });
    expect(out).toContain('DATABASE_URL names a PostgreSQL server that cannot be used');
    expect(out).toContain('the database does not exist');
  }, 60_000);
});

describe('starting with a DATABASE_URL that cannot be reached', () => {
  it('names DATABASE_URL and the reason, without a stack trace or the password', async () => {
    const out = await refusal({
      DATA_DIR: join(scratch, 'unreachable'),
      DATABASE_URL: 'postgres://tessera:hunter2-secret@127.0.0.1:1/tessera',
      PIN_PEPPER: PEPPER_A,
    });
    expect(out).toContain(
      'DATABASE_URL names a PostgreSQL server that cannot be used (127.0.0.1:1/tessera): nothing accepts ' +
        'connections at that address. Check DATABASE_URL and that the server is running.',
    );
    expect(out).not.toContain('hunter2');
  }, 60_000);
});
