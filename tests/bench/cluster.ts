import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { type RunningProxy, startProxy } from '../../server/cluster/proxy';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { adminSql } from './adminSql';
import { type LoadResult, runLoad } from './loadRun';
import { processCpu } from './processCpu';

/**
 * GET /api/dashboard for a signed-in member on (a) one instance directly, (b) the same instance behind the
 * cluster proxy and (c) two instances behind it, each a real `server/main.ts` process on one scratch PostgreSQL
 * database and one Redis. The three are measured twice, in the order a b c c b a, so a drift over the run
 * (a warming cache, a busier machine) weighs on each alike.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DATABASE = `tessera_bench_cluster_${process.pid}`;

interface Instance {
  url: string;
  child: ChildProcess;
  output: () => string;
}

function freePort(): Promise<number> {
  return new Promise((done, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Why PostgreSQL or Redis cannot be used, or null when both answer. */
async function unreachable(adminUrl: string, redisUrl: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
  } catch (error) {
    const where = new URL(adminUrl).host;
    return `PostgreSQL at ${where} cannot be reached (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}); set BENCH_DATABASE_URL`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let refused: NodeJS.ErrnoException | undefined;
  redis.on('error', (error: NodeJS.ErrnoException) => {
    refused = error;
  });
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    const where = new URL(redisUrl).host;
    const cause = refused?.code ?? (refused ?? (error as Error)).message;
    return `Redis at ${where} cannot be reached (${cause}); set BENCH_REDIS_URL`;
  } finally {
    redis.disconnect();
  }
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

function launch(env: Record<string, string>): Instance {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, SMTP_URL: '', OPERATOR_KEY: '', PUBLIC_URL: '', DEPOSIT_XPUB: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return { url: `http://127.0.0.1:${env.PORT}`, child, output: () => output };
}

async function untilReady(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (instance.child.exitCode !== null) throw new Error(`an instance exited early:\n${instance.output()}`);
    if (Date.now() > deadline)
      throw new Error(`an instance was not ready within 120 s:\n${instance.output()}`);
    const status = await fetch(`${instance.url}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((done) => setTimeout(done, 250));
  }
}

function stop(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => instance.child.kill('SIGKILL'), 15_000);
    instance.child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    instance.child.kill('SIGTERM');
  });
}

async function signIn(url: string): Promise<string> {
  const post = (path: string, body: object, headers: Record<string, string> = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }).then((response) => response.json() as Promise<{ token?: string }>);
  const { token: preToken } = await post('/api/pre-login', { username: 'demo', password: DEMO_PASSWORD });
  const { token } = await post('/api/login', { mpin: '4831' }, { authorization: `Bearer ${preToken}` });
  if (!token) throw new Error('could not sign in the demo member');
  return token;
}

/** The PostgreSQL backends serving `database` now, by process id. */
async function backendsOf(admin: pg.Client, database: string): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
    database,
  ]);
  return rows.map((row) => row.pid);
}

/** CPU seconds spent during a turn by the instances that served it, by PostgreSQL and by the proxy. */
interface TurnCpu {
  instances: number;
  postgres: number;
  proxy: number;
}

/**
 * Runs `turn` and answers the CPU it cost, from the operating system's accounting: the instances' processes,
 * every PostgreSQL backend of the scratch database (one that opened during the turn counts from its start),
 * and this process, which runs the proxy (the load comes from a process of its own).
 */
async function measuredCpu<T>(
  admin: pg.Client,
  instancePids: number[],
  turn: () => Promise<T>,
): Promise<{ result: T; cpu: TurnCpu }> {
  const sum = (pids: number[], at: Map<number, number>) =>
    pids.reduce((n, pid) => n + processCpu(pid) - (at.get(pid) ?? 0), 0);
  const before = new Map<number, number>();
  for (const pid of [...instancePids, ...(await backendsOf(admin, DATABASE))])
    before.set(pid, processCpu(pid));
  const self = process.cpuUsage();
  const result = await turn();
  const proxy = process.cpuUsage(self);
  const backends = await backendsOf(admin, DATABASE);
  return {
    result,
    cpu: {
      instances: sum(instancePids, before),
      postgres: sum(backends, before),
      proxy: (proxy.user + proxy.system) / 1e6,
    },
  };
}

export async function benchCluster(): Promise<void> {
  if (process.env.BENCH_CLUSTER === '0') return;
  const durationMs = Number(process.env.BENCH_MS ?? 3000);
  const connections = Number(process.env.BENCH_CONCURRENCY ?? 16);
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

  const why = await unreachable(adminUrl, redisUrl);
  if (why) {
    console.log(`\ncluster: skipped, ${why}`);
    return;
  }
  console.log(
    '\ncluster: GET /api/dashboard on one instance, and through the round-robin proxy on one and two…',
  );

  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${DATABASE}`;
  const keyPrefix = `tessera-bench-${process.pid}:`;
  const scratch = mkdtempSync(join(tmpdir(), 'tessera-bench-cluster-'));
  mkdirSync(join(scratch, 'static'));
  writeFileSync(join(scratch, 'static', 'index.html'), '<!doctype html><title>Tessera</title>\n');
  const pinPepper = randomBytes(32).toString('base64url');
  const instances: Instance[] = [];
  const proxies: RunningProxy[] = [];

  await adminSql(adminUrl, `drop database if exists ${DATABASE} with (force)`);
  await adminSql(adminUrl, `create database ${DATABASE}`);
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const index of [1, 2]) {
      const instance = launch({
        PORT: String(await freePort()),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl.toString(),
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: keyPrefix,
        PIN_PEPPER: pinPepper,
        DATA_DIR: join(scratch, `instance-${index}`),
        STATIC_DIR: join(scratch, 'static'),
        TRUST_PROXY: 'loopback',
        SHUTDOWN_DELAY_SECONDS: '0',
        LOG_LEVEL: 'warn',
      });
      instances.push(instance);
      await untilReady(instance);
    }
    const [first, second] = instances as [Instance, Instance];
    for (const upstreams of [[first.url], [first.url, second.url]])
      proxies.push(await startProxy({ port: 0, host: '127.0.0.1', upstreams }));
    const [proxyOne, proxyTwo] = proxies as [RunningProxy, RunningProxy];

    const headers = { authorization: `Bearer ${await signIn(first.url)}` };
    const targets = [
      { name: '(a) one instance, direct', url: `${first.url}/api/dashboard` },
      { name: '(b) one instance behind the proxy', url: `${proxyOne.url}/api/dashboard` },
      { name: '(c) two instances behind the proxy', url: `${proxyTwo.url}/api/dashboard` },
    ];
    for (const target of targets) {
      const response = await fetch(target.url, { headers });
      if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
    }
    const load = (url: string, ms: number) => runLoad({ url, headers, connections, durationMs: ms });
    await load(targets[2]!.url, Math.min(durationMs, 2000));

    // What the instances and PostgreSQL spend with no request at all (jobs, timers, the listener), per second.
    const idleMs = Math.min(durationMs, 3000);
    const idle = await (async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        const pids = [first, second].flatMap((i) => (i.child.pid ? [i.child.pid] : []));
        const { cpu } = await measuredCpu(admin, pids, () => new Promise((done) => setTimeout(done, idleMs)));
        return {
          perInstance: cpu.instances / pids.length / (idleMs / 1000),
          postgres: cpu.postgres / (idleMs / 1000),
        };
      } finally {
        await admin.end();
      }
    })();
    const turns: LoadResult[][] = targets.map(() => []);
    const spent: TurnCpu[][] = targets.map(() => []);
    const pidsOf = (index: number) =>
      (index === 2 ? [first, second] : [first]).flatMap((i) => (i.child.pid ? [i.child.pid] : []));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      for (const index of [0, 1, 2, 2, 1, 0]) {
        const { result, cpu } = await measuredCpu(admin, pidsOf(index), () =>
          load(targets[index]!.url, durationMs),
        );
        turns[index]!.push(result);
        spent[index]!.push(cpu);
      }
    } finally {
      await admin.end();
    }
    const mean = (results: LoadResult[], pick: (r: LoadResult) => number) =>
      results.reduce((sum, r) => sum + pick(r), 0) / results.length;
    const rates = turns.map((results) => mean(results, (r) => r.perSecond));

    console.log(
      `${connections} clients, ${durationMs / 1000} s per turn, two turns each (a b c c b a), one PostgreSQL and one Redis`,
    );
    targets.forEach((target, index) => {
      const results = turns[index]!;
      const failures = results.reduce((sum, r) => sum + r.failures, 0);
      console.log(
        `${target.name.padEnd(40)} ${rates[index]!.toFixed(0).padStart(7)} req/s  p99 ${mean(
          results,
          (r) => r.p99,
        )
          .toFixed(1)
          .padStart(6)} ms${failures ? `  (${failures} non-200)` : ''}`,
      );
    });
    for (const [index, instance] of instances.entries()) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) continue;
      const tail = instance.output().trim().split('\n').slice(-20).join('\n');
      console.log(
        `instance ${index + 1} stopped during the run, so the figures above are not comparable:\n${tail}`,
      );
    }
    // CPU per 1,000 answered requests, over both turns of each: what serving costs, however the cores are shared.
    const perThousand = targets.map((_, index) => {
      const requests = turns[index]!.reduce((n, r) => n + r.requests - r.failures, 0);
      const total = (pick: (c: TurnCpu) => number) =>
        (spent[index]!.reduce((n, c) => n + pick(c), 0) * 1000) / Math.max(1, requests);
      return {
        instances: total((c) => c.instances),
        postgres: total((c) => c.postgres),
        proxy: total((c) => c.proxy),
      };
    });
    console.log("CPU per 1,000 requests (the operating system's accounting):");
    targets.forEach((target, index) => {
      const cpu = perThousand[index]!;
      console.log(
        `${target.name.padEnd(40)} instances ${(cpu.instances * 1000).toFixed(0).padStart(5)} ms  PostgreSQL ` +
          `${(cpu.postgres * 1000).toFixed(0).padStart(5)} ms  together ` +
          `${((cpu.instances + cpu.postgres) * 1000).toFixed(0).padStart(5)} ms` +
          (index === 0 ? '' : `  (the proxy ${(cpu.proxy * 1000).toFixed(0)} ms)`),
      );
    });
    console.log(
      `idle, each instance spends ${(idle.perInstance * 1000).toFixed(0)} ms of CPU a second and PostgreSQL ` +
        `${(idle.postgres * 1000).toFixed(0)} ms (its jobs and timers), counted in the figures above`,
    );

    // Flat out on shared cores, two instances each answer half as often as one alone, and a process answering
    // less often pays more per answer (fewer answers share each wake-up and write). What a second instance
    // costs is measured with each instance at the same pace: one at R requests a second, two at 2R, where R is
    // a third of what one answered flat out, so the machine is never the limit.
    const pace = Math.max(10, Math.round(rates[1]! / 3));
    const pacedCpu: Record<1 | 2, { cpu: number; requests: number; p99: number[]; answered: number[] }> = {
      1: { cpu: 0, requests: 0, p99: [], answered: [] },
      2: { cpu: 0, requests: 0, p99: [], answered: [] },
    };
    const pacedAdmin = new pg.Client({ connectionString: adminUrl });
    await pacedAdmin.connect();
    try {
      for (const index of [1, 2, 2, 1] as const) {
        const rate = index === 1 ? pace : pace * 2;
        const { result, cpu } = await measuredCpu(pacedAdmin, pidsOf(index), () =>
          runLoad({ url: targets[index]!.url, headers, connections, durationMs, rate }),
        );
        pacedCpu[index].cpu += cpu.instances + cpu.postgres;
        pacedCpu[index].requests += result.requests - result.failures;
        pacedCpu[index].p99.push(result.p99);
        pacedCpu[index].answered.push(result.perSecond);
      }
    } finally {
      await pacedAdmin.end();
    }
    const pacedPerThousand = (index: 1 | 2) =>
      (pacedCpu[index].cpu * 1000) / Math.max(1, pacedCpu[index].requests);
    for (const index of [1, 2] as const)
      console.log(
        `${targets[index]!.name.padEnd(40)} sent ${index === 1 ? pace : pace * 2} req/s (${pace} per instance), ` +
          `answered ${(pacedCpu[index].answered.reduce((n, v) => n + v, 0) / 2).toFixed(0)}: ` +
          `instances and PostgreSQL ${(pacedPerThousand(index) * 1000).toFixed(0)} ms per 1,000 requests, p99 ` +
          `${(pacedCpu[index].p99.reduce((n, v) => n + v, 0) / pacedCpu[index].p99.length).toFixed(1)} ms`,
      );
    const scale = pacedPerThousand(2) / pacedPerThousand(1);
    console.log(
      `a second instance, at the same pace per instance: ${scale.toFixed(2)}× the CPU per request of one ` +
        `(instances and PostgreSQL), goal ≤ 1.1: ${scale <= 1.1 ? 'meets the goal' : 'MISSES the goal'}`,
    );
    const [a, b, c] = rates as [number, number, number];
    console.log(
      `(b)/(a) ${(b / a).toFixed(2)}×, (c)/(a) ${(c / a).toFixed(2)}× in requests per second. This machine has ` +
        `${cpus().length} cores. On a 2-core machine the load generator, the proxy and the instances share the ` +
        'same two cores, so these ratios show the overhead of the proxy, not a speed-up; instances on machines ' +
        'of their own each bring their own cores.',
    );
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await Promise.all(instances.map(stop));
    await adminSql(adminUrl, `drop database if exists ${DATABASE} with (force)`);
    await deleteKeys(redisUrl, keyPrefix);
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCluster();
