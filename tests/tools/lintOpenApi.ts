import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { migrate, openDatabase } from '../../server/db/client';
import { createOutboxMailer } from '../../server/mail/mailer';

/**
 * Lints the OpenAPI document the server serves at /api/docs/json with Redocly (rules in redocly.yaml):
 * errors fail, warnings are printed. Built on an in-memory database, so it needs nothing running.
 */
const silent = { info() {}, warn() {}, error() {} };
const opened = await openDatabase({});
await migrate(opened.db);
const config = { ...loadConfig({}), pinPepper: 'openapi-lint-pepper-0123456789' };
const app = await buildApp({ db: opened.db, config, mailer: createOutboxMailer(silent) });
const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
await app.close();
await opened.close();
if (res.statusCode !== 200) {
  console.error(`GET /api/docs/json answered ${res.statusCode}: ${res.body}`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'tessera-openapi-'));
const file = join(dir, 'openapi.json');
// Pretty-printed, so a problem's line number points at the operation it is about.
writeFileSync(file, JSON.stringify(JSON.parse(res.body), null, 2));
const redocly = (format: string) =>
  spawnSync('npx', ['redocly', 'lint', file, '--config', 'redocly.yaml', '--format', format], {
    stdio: 'inherit',
    // Offline: no usage report, no look for a newer version.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  }).status;
// The counts when it passes; every problem, with where it is, when it does not.
let status = redocly('summary');
if (status !== 0) status = redocly('stylish');
rmSync(dir, { recursive: true, force: true });
process.exit(status ?? 1);
