import type { Chains } from './chain/chains';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './mail/mailer';
import type { FailureStore } from './services/failureStore';
import type { SharedRedis } from './services/sharedRedis';
import type { Tracing } from './tracing';

/**
 * Where an instance is in its life: `starting` while migrations and the demo data are written (every API call
 * but health answers 503), `serving`, and `stopping` once SIGTERM came (it still finishes what it has).
 */
export interface Lifecycle {
  phase: 'starting' | 'serving' | 'stopping';
  /** Stopping and no longer listening: only the requests already in flight are finished. */
  draining?: boolean;
}

/** How often a stream checks that its token still stands, and each instance looks for scheduled announcements. */
export interface LiveTimings {
  heartbeatMs: number;
  tokenCheckMs: number;
  scheduleCheckMs: number;
}

/** What the API is built from: the app receives it once and hands it to every route module. */
export interface AppDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** The clock every rule reads (code expiry, PIN lock, token idle time); tests move it. */
  now?: () => Date;
  /**
   * Failed sign-in attempts, counted for the limits; app() keeps them in Redis when `redis` is given, else in
   * this process's memory.
   */
  failures?: FailureStore;
  /** REDIS_URL's server: request limits and failure counts shared by every instance. */
  redis?: SharedRedis;
  /** Where the instance is in its life (health/ready answers from it); serving when none is given. */
  lifecycle?: Lifecycle;
  /** Heartbeat and check intervals of GET events; tests shorten them. */
  liveTimings?: Partial<LiveTimings>;
  /**
   * The chains deposits are found on and payouts checked on, by network. Without them deposits come only from
   * operators' records and a payout's transaction hash is taken on the operator's word.
   */
  chains?: Chains;
  /** OpenTelemetry, when traces are configured: a span per request, with its statements and Redis commands. */
  tracing?: Tracing;
}
