import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { loadConfigOrExit } from '../config';
import { demoKeyWarning, loadOrCreateDemoXpub } from '../deposits/demoKey';
import { errorCode } from '../errors';
import { type Instance, superviseInstance } from './instances';
import { type RunningProxy, startProxy } from './proxy';

/**
 * `npm run cluster`: CLUSTER_INSTANCES copies of the server on one PostgreSQL and one Redis, behind a
 * round-robin proxy on PORT, the way they would run behind a load balancer on several machines.
 */

const REQUIRED = ['DATABASE_URL', 'REDIS_URL', 'PIN_PEPPER'] as const;
const EXAMPLE =
  'DATABASE_URL=postgres://postgres@127.0.0.1:5432/tessera REDIS_URL=redis://127.0.0.1:6379 ' +
  `PIN_PEPPER=$(node -e "console.log(require('crypto').randomBytes(32).toString('base64url'))") npm run cluster`;
/** Beyond the instance's own drain (SHUTDOWN_DELAY_SECONDS, then up to 10 s), before it is killed. */
const STOP_MARGIN_MS = 15_000;

const say = (line: string) => console.log(`[cluster] ${line}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A connection URL with its password and query left out, fit for the console. */
function shownUrl(value: string): string {
  const url = new URL(value);
  const user = url.username ? `${url.username}${url.password ? ':***' : ''}@` : url.password ? ':***@' : '';
  return `${url.protocol}//${user}${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}

function readInstances(): number {
  const given = process.env.CLUSTER_INSTANCES?.trim() || '2';
  const count = /^[0-9]+$/.test(given) ? Number(given) : Number.NaN;
  if (!(count >= 1 && count <= 16))
    fail(`CLUSTER_INSTANCES must be a whole number between 1 and 16 (got "${given}")`);
  return count;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** PORT+1…PORT+N where free, any free port otherwise. */
async function instancePorts(proxyPort: number, count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let index = 1; index <= count; index++) {
    const wanted = proxyPort + index;
    ports.push(wanted <= 65535 && (await portIsFree(wanted)) ? wanted : await anyFreePort());
  }
  return ports;
}

const missing = REQUIRED.filter((name) => !process.env[name]?.trim());
if (missing.length > 0) {
  fail(
    `npm run cluster needs ${missing.join(', ')}: the instances share one PostgreSQL (DATABASE_URL), ` +
      'one Redis for request limits (REDIS_URL) and one PIN pepper (PIN_PEPPER). For example:\n\n' +
      `  ${EXAMPLE}\n\nKeep the same PIN_PEPPER for later runs on that database: a different one is refused.`,
  );
}

const config = loadConfigOrExit(process.env);
const count = readInstances();
const baseDir = resolve(process.env.DATA_DIR?.trim() || 'data/cluster');
// One deposit key for all: each instance would otherwise make its own demo key in its own data folder.
const demoKey = !config.depositXpub;
const depositXpub = config.depositXpub ?? loadOrCreateDemoXpub(baseDir);
// Longer than the proxy's check interval, so it stops sending to a stopping instance before that one closes.
const shutdownDelaySeconds = process.env.SHUTDOWN_DELAY_SECONDS?.trim() ? config.shutdownDelaySeconds : 2;
const trustProxy = config.trustProxy ? `loopback, ${config.trustProxy}` : 'loopback';

const ports = await instancePorts(config.port, count);
let proxy: RunningProxy;
try {
  proxy = await startProxy({
    port: config.port,
    host: config.host,
    upstreams: ports.map((port) => `http://127.0.0.1:${port}`),
    onReadinessChange: (upstream) => {
      const index = ports.indexOf(upstream.port) + 1;
      say(`instance ${index} ${upstream.ready ? 'is ready' : `is not ready: ${upstream.detail}`}`);
    },
  });
} catch (error) {
  if (errorCode(error) === 'EADDRINUSE')
    fail(`Port ${config.port} is already in use. Stop what uses it or set PORT to another port.`);
  throw error;
}

let serving = false;
let stopping = false;
const instances: Instance[] = ports.map((port, i) =>
  superviseInstance({
    index: i + 1,
    port,
    dataDir: join(baseDir, `instance-${i + 1}`),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      TRUST_PROXY: trustProxy,
      PUBLIC_URL: config.publicUrl,
      DEPOSIT_XPUB: depositXpub,
      SHUTDOWN_DELAY_SECONDS: String(shutdownDelaySeconds),
    },
    onExit: ({ code, signal, restartInMs }) => {
      if (restartInMs === null) return;
      const how = signal ? `on ${signal}` : `with code ${code}`;
      if (!serving) {
        console.error(`[cluster] instance ${i + 1} exited ${how} before it was ready; see its output above.`);
        if (!stopping) void shutdown('a failed start', 1);
        return;
      }
      say(`instance ${i + 1} exited ${how}; starting it again in ${restartInMs / 1000} s`);
    },
  }),
);

async function shutdown(reason: string, exitCode = 0): Promise<void> {
  stopping = true;
  say(`stopping on ${reason}: every instance drains and stops, then the proxy`);
  const forceMs = shutdownDelaySeconds * 1000 + STOP_MARGIN_MS;
  await Promise.all(instances.map((instance) => instance.stop(forceMs)));
  await proxy.close();
  say('stopped');
  process.exit(exitCode);
}
const onSignal = (signal: NodeJS.Signals) => {
  if (!stopping) return void shutdown(signal);
  say(`${signal} again: stopping at once`);
  for (const instance of instances) instance.kill();
  process.exit(1);
};
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('exit', () => {
  for (const instance of instances) instance.kill();
});

/** Resolves once every instance answers ready, or with false when the cluster stops first. */
async function allReady(): Promise<boolean> {
  while (proxy.readyUpstreams().length < count) {
    if (stopping) return false;
    await new Promise((done) => setTimeout(done, 200));
  }
  return !stopping;
}

function printTopology(): void {
  const shown = (path: string) => {
    const inside = relative(process.cwd(), path);
    return inside && !inside.startsWith('..') ? inside : path;
  };
  const keyDir = instances.find((instance) => existsSync(join(instance.dataDir, 'operator.key')))?.dataDir;
  const lines = [
    `Tessera cluster is running at ${proxy.url}: ${count} instance${count === 1 ? '' : 's'} behind a round-robin proxy`,
    ...instances.map(
      (instance) =>
        `  [${instance.index}] ${instance.url}  pid ${instance.pid()}  data ${shown(instance.dataDir)}`,
    ),
    `PostgreSQL: ${shownUrl(process.env.DATABASE_URL!)}`,
    `Redis: ${shownUrl(process.env.REDIS_URL!)} (keys under ${config.redisKeyPrefix})`,
    keyDir
      ? `Operator commands: DATA_DIR=${shown(keyDir)}${config.port === 3000 ? '' : ` TESSERA_URL=http://127.0.0.1:${config.port}`} npm run operator -- help`
      : 'Operator commands: set OPERATOR_KEY, or DATA_DIR to the folder where the first start wrote operator.key',
  ];
  if (demoKey) lines.push(`Warning: ${demoKeyWarning} (kept in ${shown(baseDir)})`);
  lines.push('Ctrl-C stops every instance (each drains first), then the proxy.');
  console.log(`\n${lines.join('\n')}\n`);
}

if (await allReady()) {
  serving = true;
  printTopology();
}
