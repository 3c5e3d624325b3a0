import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exitWithin,
  killLaunchedServers,
  launchServer,
  type ServerProcess,
  untilRunning,
} from './serverProcess';

const PORT = 3250;
const SECOND_PORT = 3251;
const BASE = `http://127.0.0.1:${PORT}`;

/** A pid that belonged to a process which has since exited. */
function deadPid(): number {
  const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(gone.stdout.toString());
}

let dataDir: string;
let staticDir: string;
let server: ServerProcess;

beforeAll(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  dataDir = join(scratch, 'data');
  staticDir = join(scratch, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log("app")');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, '.tessera.lock'), `${deadPid()}\n`);

  // As a newcomer's `npm start`: with the development chain.
  server = launchServer({ PORT: String(PORT), DATA_DIR: dataDir, STATIC_DIR: staticDir, DEV_CHAIN: 'on' });
  await untilRunning(server);
}, 90_000);

afterAll(async () => {
  killLaunchedServers();
  if (dataDir) rmSync(resolve(dataDir, '..'), { recursive: true, force: true });
});

describe('starting Tessera', () => {
  it('takes over a lock left by a process that died, and says where it runs', () => {
    expect(server.output()).toContain(`Tessera is running at http://localhost:${PORT}`);
    expect(readFileSync(join(dataDir, '.tessera.lock'), 'utf8').trim()).toBe(String(server.child.pid));
  });

  it('prints the demo sign-ins and where the operator key was written', () => {
    const out = server.output();
    expect(out).toContain('Demo sign-ins');
    expect(out).toMatch(/^ {2}\S+ \/ \S+/m);
    expect(out).toContain(`Operator key created and written to ${join(dataDir, 'operator.key')}`);
    expect(statSync(join(dataDir, 'operator.key')).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('starts a development chain that answers JSON-RPC, and says how to send a member test USDT', async () => {
    const out = server.output();
    const rpcUrl = /Chain: a development chain at (http:\/\/127\.0\.0\.1:\d+)/.exec(out)?.[1];
    expect(rpcUrl).toBeDefined();
    expect(out).toContain('npm run operator -- faucet <username> <amount> [method id]');
    const answer = await fetch(rpcUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await answer.json()).toMatchObject({ result: '0x7a69' });
  });

  it('serves the app for client routes, long-cached assets, and JSON 404s under /api', async () => {
    const page = await fetch(`${BASE}/user/explore`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root"></div>');

    const asset = await fetch(`${BASE}/assets/app-1a2b3c.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log("app")');

    expect((await fetch(`${BASE}/assets/missing-000.js`)).status).toBe(404);
    const api = await fetch(`${BASE}/api/no-such-endpoint`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: false });
    expect((await fetch(`${BASE}/api/pre-register`)).status).toBe(200);
  });

  it('refuses at once to open a data directory another server is using', async () => {
    const second = launchServer({ PORT: String(SECOND_PORT), DATA_DIR: dataDir, STATIC_DIR: staticDir });
    expect(await exitWithin(second, 15_000)).not.toBe(0);
    expect(second.output()).toContain(
      `Another Tessera server is already using the data directory ${dataDir} (pid ${server.child.pid}). ` +
        'Stop it or set DATA_DIR to another folder.',
    );
    expect((await fetch(`${BASE}/api/pre-register`)).status).toBe(200);
  });

  it('stops cleanly on SIGTERM and releases the data directory', async () => {
    server.child.kill('SIGTERM');
    expect(await exitWithin(server, 20_000)).toBe(0);
    expect(existsSync(join(dataDir, '.tessera.lock'))).toBe(false);
  });

  it('starts again on the same data, keeping the operator key and printing the demo sign-ins again', async () => {
    const key = readFileSync(join(dataDir, 'operator.key'), 'utf8');
    const again = launchServer({ PORT: String(PORT), DATA_DIR: dataDir, STATIC_DIR: staticDir });
    await untilRunning(again);
    expect(again.output()).toContain('Demo sign-ins');
    expect(again.output()).not.toContain('Operator key created');
    expect(readFileSync(join(dataDir, 'operator.key'), 'utf8')).toBe(key);
    again.child.kill('SIGINT');
    expect(await exitWithin(again, 20_000)).toBe(0);
  }, 90_000);
});

describe('refusing a wrong configuration', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['TOKEN_TTL', { TOKEN_TTL: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/tessera' }],
  ])('exits naming %s when it is wrong', async (name, env) => {
    const bad = launchServer({ PORT: String(SECOND_PORT), DATA_DIR: join(dataDir, 'unused'), ...env });
    expect(await exitWithin(bad, 20_000)).toBe(1);
    expect(bad.output()).toContain(`${name} must be`);
    expect(bad.output()).not.toContain('Tessera is running');
  });

  it('refuses PostgreSQL without a PIN_PEPPER, since a generated one could be lost with the machine', async () => {
    const bad = launchServer({
      PORT: String(SECOND_PORT),
      DATA_DIR: join(dataDir, 'unused'),
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
    });
    expect(await exitWithin(bad, 20_000)).toBe(1);
    expect(bad.output()).toContain('PIN_PEPPER must be set');
  });
});
