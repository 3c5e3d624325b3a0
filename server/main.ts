import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Chains } from './chain/chains';
import { type DevelopmentChains, forgetDevelopmentChain } from './chain/development';
import { ChainStartError, openChains } from './chain/opening';
import { saveDemoSignIns } from './cli/demoSignIns';
import { type Config, ConfigError, loadConfigOrExit, resolveSecrets } from './config';
import { DatabaseUnreachableError, type Db, migrate, type OpenedDatabase, openDatabase } from './db/client';
import { seedDemoData } from './demo/seed';
import { resolveDepositXpub } from './deposits/demoKey';
import type { Lifecycle } from './deps';
import { trackConnections } from './drain';
import { errorCode } from './errors';
import { type Scheduler, startScheduler } from './jobs/scheduler';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './lock';
import { lateLogger } from './mail/lateLogger';
import { type AppMailer, createMailer } from './mail/mailer';
import { ensureOperatorKey } from './services/operator';
import { checkPinPepper, SecretMismatchError } from './services/secretChecks';
import { openRedis, RedisUnreachableError, type SharedRedis } from './services/sharedRedis';
import { startedLines } from './startedLines';
import { registerSpa } from './static';
import type { Tracing } from './tracing';

/** After the shutdown delay, in-flight requests get this long to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

interface Running {
  lock?: DataDirLock;
  devChain?: DevelopmentChains;
  scheduler?: Scheduler;
  database?: OpenedDatabase;
  redis?: SharedRedis;
  tracing?: Tracing;
  mailer?: AppMailer;
  app?: FastifyInstance;
  lifecycle: Lifecycle;
  connections?: ReturnType<typeof trackConnections>;
  /** SHUTDOWN_DELAY_SECONDS: how long a stopping instance goes on serving while it answers not ready. */
  shutdownDelayMs: number;
}

async function stop(running: Running): Promise<void> {
  await running.scheduler?.stop();
  // Stops listening, ends the event streams, and waits for the requests in flight to be answered; each other
  // connection is closed as soon as it carries nothing (Fastify closes only those idle when it starts closing).
  running.lifecycle.draining = true;
  const sweep = setInterval(() => running.connections?.closeIdle(), 100);
  try {
    await running.app?.close();
  } finally {
    clearInterval(sweep);
  }
  await running.mailer?.stop();
  await running.devChain?.stop();
  await running.redis?.close();
  await running.database?.close();
  // After the last request was answered, so its spans are sent too.
  await running.tracing?.shutdown();
  running.lock?.release();
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The configuration with its secrets and deposit key settled, the data directory locked when PGlite uses it. */
function settleConfig(running: Running) {
  let config = loadConfigOrExit(process.env);
  running.shutdownDelayMs = config.shutdownDelaySeconds * 1000;
  const pepperSource = config.pinPepper
    ? 'PIN_PEPPER'
    : `PIN_PEPPER (unset, so the one kept in ${join(config.dataDir, 'secrets.json')})`;
  if (!config.databaseUrl) {
    try {
      running.lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }
  try {
    config = resolveSecrets(config);
    const deposit = resolveDepositXpub(config);
    return { config: { ...config, depositXpub: deposit.xpub }, pepperSource, demoDepositKey: deposit.demo };
  } catch (error) {
    if (error instanceof ConfigError) {
      running.lock?.release();
      fail(error.message);
    }
    throw error;
  }
}

/** Opens the database and, when REDIS_URL names one, Redis; one that cannot be reached ends the start. */
async function openStores(running: Running, config: Config): Promise<OpenedDatabase> {
  try {
    running.database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pgdata'),
      poolMax: config.databasePoolMax,
      onIdleError: (error) =>
        running.app?.log.warn(
          { err: error },
          'the database closed an idle connection; the pool opens another',
        ),
    });
    if (config.redisUrl) {
      running.redis = await openRedis(config.redisUrl, config.redisKeyPrefix, (error) =>
        running.app?.log.error(
          { err: error },
          'Redis cannot be reached: requests with limits are refused and this instance answers not ready until it is back',
        ),
      );
    }
    return running.database;
  } catch (error) {
    if (error instanceof DatabaseUnreachableError || error instanceof RedisUnreachableError) {
      await stop(running);
      fail(error.message);
    }
    throw error;
  }
}

/** Builds the app and listens; health/live answers from here on while the API waits for the data. */
async function listen(
  running: Running,
  config: Config,
  db: Db,
  now: (() => Date) | undefined,
  chains: Chains,
) {
  const log = lateLogger();
  const mailer = createMailer(config, log);
  running.mailer = mailer;
  // Without an OTLP endpoint no part of OpenTelemetry is even loaded.
  if (config.traces) running.tracing = (await import('./tracing')).openTracing(config.traces);
  const app = await buildApp(
    {
      db,
      config,
      mailer,
      now,
      redis: running.redis,
      lifecycle: running.lifecycle,
      chains,
      tracing: running.tracing,
    },
    { logger: { level: config.logLevel } },
  );
  running.app = app;
  running.connections = trackConnections(app.server);
  log.attach(app.log.child({ module: 'mail' }));
  await registerSpa(app, { root: config.staticDir ?? join(process.cwd(), 'dist') });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if (errorCode(error) === 'EADDRINUSE') {
      await stop(running);
      fail(`Port ${config.port} is already in use. Stop what uses it or set PORT to another port.`);
    }
    throw error;
  }
  return { app, mailer };
}

/** Migrates, checks the PIN pepper, seeds the demo team on a fresh database and makes the operator key. */
async function prepareData(running: Running, database: OpenedDatabase, config: Config, pepperSource: string) {
  const { db } = database;
  try {
    // Instances starting together on one PostgreSQL take turns: the first migrates and seeds, the rest find it done.
    return await database.exclusive(async () => {
      await migrate(db);
      await checkPinPepper(db, config.pinPepper, pepperSource);
      const seeded = await seedDemoData(db, config);
      if (seeded) saveDemoSignIns(config.dataDir, seeded);
      return { seeded, operatorKeyFile: await ensureOperatorKey(db, config.dataDir) };
    });
  } catch (error) {
    if (error instanceof SecretMismatchError) {
      await stop(running);
      fail(error.message);
    }
    throw error;
  }
}

/** The chains of this start; one that cannot be used ends it, saying what to change. */
async function startChains(running: Running, config: Config): Promise<Chains> {
  try {
    const opened = await openChains(config);
    running.devChain = opened.devChain;
    return opened.chains;
  } catch (error) {
    if (!(error instanceof ChainStartError)) throw error;
    await stop(running);
    fail(error.message);
  }
}

async function start(running: Running): Promise<void> {
  const { config, pepperSource, demoDepositKey } = settleConfig(running);
  const database = await openStores(running, config);
  const offsetMs = (config.clockOffsetDays ?? 0) * 86_400_000;
  const now = offsetMs === 0 ? undefined : () => new Date(Date.now() + offsetMs);
  // Listening before migrating: health/live answers at once and health/ready says why the API is not yet there.
  // Filled once the chains answer; the API waits for the data meanwhile, so nothing reads it empty.
  const chains: Chains = { watches: {}, treasury: {} };
  const { app, mailer } = await listen(running, config, database.db, now, chains);
  const [{ seeded, operatorKeyFile }, chainsReady] = await Promise.all([
    prepareData(running, database, config, pepperSource),
    startChains(running, config),
  ]);
  Object.assign(chains, chainsReady);
  if (running.devChain) {
    await forgetDevelopmentChain(database.db);
    await running.devChain.fundTreasury(database.db);
  }
  if (running.lifecycle.phase === 'starting') running.lifecycle.phase = 'serving';
  mailer.start(database.db);
  running.scheduler = startScheduler(
    database.db,
    app.log,
    { config, mailer },
    now,
    chains,
    config.reserveSnapshots,
  );
  const notes = { demoDepositKey, clockOffset: now !== undefined, operatorKeyFile };
  const lines = startedLines(config, { database, mailer, devChain: running.devChain }, notes, seeded);
  console.log(`\n${lines.join('\n')}\n`);
}

const running: Running = { lifecycle: { phase: 'starting' }, shutdownDelayMs: 0 };
let stopping = false;

async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  // From now on health/ready answers 503, so a load balancer sends new requests elsewhere.
  running.lifecycle.phase = 'stopping';
  const delayMs = running.shutdownDelayMs;
  const force = setTimeout(() => {
    console.error(`Shutdown took longer than ${(delayMs + SHUTDOWN_GRACE_MS) / 1000} s; exiting now.`);
    running.lock?.release();
    process.exit(1);
  }, delayMs + SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    await stop(running);
    console.log(`Tessera stopped (${signal}).`);
    process.exit(0);
  } catch (error) {
    console.error('Tessera did not stop cleanly:', error);
    running.lock?.release();
    process.exit(1);
  }
}

process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

start(running).catch(async (error: unknown) => {
  console.error('Tessera could not start:', error);
  try {
    await stop(running);
  } catch {
    running.lock?.release();
  }
  process.exit(1);
});
