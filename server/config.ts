import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import {
  type ChainSettings,
  chainConfigOf,
  chainVariables,
  type DevChainSettings,
} from './chain/chainConfig';
import { DepositKeyError, type DepositNetwork, parseDepositXpub } from './deposits/addresses';
import { ConfigError, integerText, optional, urlWithScheme } from './envRules';
import { errorCode } from './errors';

/**
 * Configuration read from the environment and validated at start. A wrong value stops the server with a
 * message naming the variable.
 */
export type { ChainSettings, DevChainSettings } from './chain/chainConfig';
export { ConfigError } from './envRules';

export interface Config {
  /** PORT, default 3000. */
  port: number;
  /** HOST, default 0.0.0.0 (the printed address is still http://localhost:PORT). */
  host: string;
  /** DATA_DIR, default ./data: the embedded database, uploads, generated secrets and operator.key. */
  dataDir: string;
  /** DATABASE_URL: PostgreSQL instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /**
   * DATABASE_POOL_MAX, default 10: the most PostgreSQL connections this instance's pool opens (the live
   * stream's listener is one more). N instances need N × (DATABASE_POOL_MAX + 1) of the server's connections.
   */
  databasePoolMax: number;
  /** SMTP_URL: deliver mail over SMTP; unset keeps mail in the outbox table and the log. */
  smtpUrl: string | undefined;
  /** MAIL_FROM, default `Tessera <no-reply@localhost>`. */
  mailFrom: string;
  /** PRODUCT_NAME, default Tessera. */
  productName: string;
  /** TOKEN_TTL in seconds: how long a member token lives without use, default 7200. */
  tokenTtlSeconds: number;
  /**
   * PIN_PEPPER: secret mixed into PIN hashes. Empty after loadConfig when unset; resolveSecrets fills it from
   * DATA_DIR/secrets.json (generated at first start) for the embedded database.
   */
  pinPepper: string;
  /** OPERATOR_KEY: clear-text operator key accepted in addition to the one created at first start. */
  operatorKey: string | undefined;
  /** METRICS_TOKEN: the bearer token GET /metrics asks for; unset, /metrics answers 404. */
  metricsToken?: string;
  /**
   * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (the whole URL), else OTEL_EXPORTER_OTLP_ENDPOINT with `/v1/traces`:
   * where OpenTelemetry traces are sent by OTLP/HTTP, under OTEL_SERVICE_NAME (default tessera). Unset, nothing
   * is traced and no part of OpenTelemetry is loaded.
   */
  traces?: TraceSettings;
  /** PUBLIC_URL: the address printed and used in operator sign-in links, default http://localhost:PORT. */
  publicUrl: string;
  /** LOG_LEVEL, default info. */
  logLevel: string;
  /** STATIC_DIR, default ./dist: the built SPA. */
  staticDir?: string;
  /**
   * DEPOSIT_XPUB: the extended public key members' deposit addresses are derived from. Unset, a demo key is
   * generated in DATA_DIR (see server/deposits/demoKey.ts).
   */
  depositXpub?: string;
  /**
   * CLOCK_OFFSET_DAYS, default 0: run this many days ahead of the real date. For rehearsing what members see
   * after days have passed (daily returns, terms ending) on a test instance; never set it on a live one.
   */
  clockOffsetDays?: number;
  /**
   * APPROVAL_THRESHOLD_USDT, default 1000: a deposit or withdrawal above this many USDT waits for a second
   * operator's approval (manual adjustments always do).
   */
  approvalThresholdUsdt?: number;
  /**
   * RESERVE_SNAPSHOTS, default daily: the schedule publishes a proof of reserves once a UTC day; off leaves
   * it to operators (two of them for each).
   */
  reserveSnapshots?: 'daily' | 'off';
  /**
   * REDIS_URL: share rate limits and failed-attempt counts between instances through Redis. Unset, each
   * instance counts in its own memory, which is right for one instance only.
   */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX, default `tessera:`: every key Tessera writes in Redis starts with it. */
  redisKeyPrefix: string;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For names the client (`loopback`, addresses or CIDR ranges,
   * comma-separated). Unset, the connecting address is the client, so limits never trust a forged header.
   */
  trustProxy?: string;
  /**
   * SHUTDOWN_DELAY_SECONDS, default 0: after SIGTERM, how long the instance keeps serving while it answers
   * not ready, so a load balancer stops sending it requests before it stops listening.
   */
  shutdownDelaySeconds: number;
  /**
   * The chains deposits are found on, payouts checked on and holdings read from, per network: BEP20_* and
   * TRC20_* (see chainSettings). A network without an RPC URL has no watcher.
   */
  chains?: Partial<Record<DepositNetwork, ChainSettings>>;
  /**
   * DEV_CHAIN (on/off) and DEV_CHAIN_PORT (default PORT + 5545): a development EVM chain started with the
   * server, with test USDT for both networks and a faucet. On by default with the embedded database when no
   * RPC URL is set; never with real chains.
   */
  devChain?: DevChainSettings | null;
}

export interface TraceSettings {
  endpoint: string;
  serviceName: string;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: integerText(1, 65535, 3000, 'an integer port number between 1 and 65535'),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(
    urlWithScheme(['postgres:', 'postgresql:'], 'a URL starting with postgres:// or postgresql://'),
  ),
  DATABASE_POOL_MAX: integerText(1, 1000, 10, 'a whole number of connections between 1 and 1000'),
  SMTP_URL: optional(urlWithScheme(['smtp:', 'smtps:'], 'a URL starting with smtp:// or smtps://')),
  MAIL_FROM: optional(z.string().max(320, 'at most 320 characters')),
  PRODUCT_NAME: optional(z.string().max(80, 'at most 80 characters')),
  TOKEN_TTL: integerText(60, 2_592_000, 7200, 'a whole number of seconds between 60 and 2592000'),
  PIN_PEPPER: optional(z.string().min(16, 'at least 16 characters')),
  OPERATOR_KEY: optional(z.string().min(16, 'at least 16 characters')),
  METRICS_TOKEN: optional(z.string().min(16, 'at least 16 characters')),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optional(
    urlWithScheme(['http:', 'https:'], 'a URL starting with http:// or https://'),
  ),
  OTEL_EXPORTER_OTLP_ENDPOINT: optional(
    urlWithScheme(['http:', 'https:'], 'a URL starting with http:// or https://'),
  ),
  OTEL_SERVICE_NAME: optional(z.string().max(100, 'at most 100 characters')),
  PUBLIC_URL: optional(urlWithScheme(['http:', 'https:'], 'a URL starting with http:// or https://')),
  LOG_LEVEL: optional(z.enum(logLevels, `one of ${logLevels.join(', ')}`)),
  STATIC_DIR: optional(z.string()),
  CLOCK_OFFSET_DAYS: integerText(0, 3650, 0, 'a whole number of days between 0 and 3650'),
  APPROVAL_THRESHOLD_USDT: integerText(0, 1_000_000_000, 1_000, 'a whole number of USDT up to 1000000000'),
  RESERVE_SNAPSHOTS: optional(z.enum(['daily', 'off'], 'daily or off')),
  REDIS_URL: optional(urlWithScheme(['redis:', 'rediss:'], 'a URL starting with redis:// or rediss://')),
  REDIS_KEY_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, 'up to 64 letters, digits or : _ . -'),
  ),
  TRUST_PROXY: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9.:/, ]{1,500}$/, 'loopback, or addresses and CIDR ranges separated by commas'),
  ),
  SHUTDOWN_DELAY_SECONDS: integerText(0, 60, 0, 'a whole number of seconds between 0 and 60'),
  ...chainVariables('BEP20'),
  ...chainVariables('TRC20'),
  DEV_CHAIN: optional(z.enum(['on', 'off'], 'on or off')),
  DEV_CHAIN_PORT: optional(integerText(1, 65535, 0, 'an integer port number between 1 and 65535')),
  DEPOSIT_XPUB: optional(
    z.string().superRefine((value, ctx) => {
      try {
        parseDepositXpub(value);
      } catch (error) {
        if (!(error instanceof DepositKeyError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
      }
    }),
  ),
});

/** Never echoed back: they hold passwords or keys (DEPOSIT_XPUB because a refused value may be a private key). */
const secretVariables = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
  'PIN_PEPPER',
  'OPERATOR_KEY',
  'DEPOSIT_XPUB',
  // A collector's address may carry a user and password.
  'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
  'OTEL_EXPORTER_OTLP_ENDPOINT',
]);

function describeIssue(issue: z.core.$ZodIssue, env: NodeJS.ProcessEnv): string {
  const name = String(issue.path[0] ?? 'environment');
  const given = env[name];
  const shown =
    given === undefined || secretVariables.has(name)
      ? ''
      : ` (got "${given.length > 40 ? `${given.slice(0, 40)}…` : given}")`;
  return `${name} must be ${issue.message}${shown}`;
}

/** The OTLP standard's variables: a signal's own endpoint is used as given, the general one gets the path. */
function tracesOf(e: z.infer<typeof envSchema>): { traces?: TraceSettings } {
  const endpoint =
    e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ??
    (e.OTEL_EXPORTER_OTLP_ENDPOINT && `${e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces`);
  return endpoint ? { traces: { endpoint, serviceName: e.OTEL_SERVICE_NAME ?? 'tessera' } } : {};
}

/** Reads the configuration from the environment; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => describeIssue(issue, env));
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  const productName = e.PRODUCT_NAME ?? 'Tessera';
  return {
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    dataDir: resolve(e.DATA_DIR ?? './data'),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${productName} <no-reply@localhost>`,
    productName,
    tokenTtlSeconds: e.TOKEN_TTL,
    pinPepper: e.PIN_PEPPER ?? '',
    operatorKey: e.OPERATOR_KEY,
    metricsToken: e.METRICS_TOKEN,
    ...tracesOf(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL ?? 'info',
    staticDir: resolve(e.STATIC_DIR ?? './dist'),
    depositXpub: e.DEPOSIT_XPUB?.trim(),
    clockOffsetDays: e.CLOCK_OFFSET_DAYS,
    approvalThresholdUsdt: e.APPROVAL_THRESHOLD_USDT,
    reserveSnapshots: e.RESERVE_SNAPSHOTS ?? 'daily',
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'tessera:',
    trustProxy: e.TRUST_PROXY?.trim(),
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    ...chainConfigOf(e),
  };
}

/** The configuration of a process that starts from the command line: a wrong value ends it, naming the variable. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const secretsFile = z.object({ pinPepper: z.string().min(16) });

/**
 * Fills in secrets the environment left unset. With the embedded database the PIN pepper is generated once
 * and kept beside the data in DATA_DIR/secrets.json, so it lives and dies with the PINs it protects. With
 * DATABASE_URL the data outlives this machine's disk, so a generated pepper could be lost while the PIN
 * hashes survive, locking every member out: there PIN_PEPPER must be given.
 */
export function resolveSecrets(config: Config): Config {
  if (config.pinPepper) return config;
  if (config.databaseUrl) {
    throw new ConfigError(
      'PIN_PEPPER must be set (at least 16 characters) when DATABASE_URL is set: a pepper generated on this ' +
        'machine could be lost while the database keeps the PIN hashes, and every security PIN would stop working. ' +
        "Generate one with: node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"",
    );
  }
  const path = join(config.dataDir, 'secrets.json');
  let stored: string | undefined;
  try {
    stored = readFileSync(path, 'utf8');
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  if (stored !== undefined) {
    const parsed = secretsFile.safeParse(JSON.parse(stored));
    if (!parsed.success) throw new ConfigError(`${path} is damaged: it must hold {"pinPepper": "<secret>"}`);
    return { ...config, pinPepper: parsed.data.pinPepper };
  }
  const pinPepper = randomBytes(32).toString('base64url');
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(path, `${JSON.stringify({ pinPepper }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(path, 0o600);
  return { ...config, pinPepper };
}
