import type { FastifyBaseLogger } from 'fastify';
import type { Chains } from '../chain/chains';
import type { Db } from '../db/client';
import { type ChainWatch, type ScanOptions, scanChain } from '../deposits/watcher';
import type { NoticeDeps } from '../services/memberNotices';
import { completeConfirmedPayouts } from '../services/payoutsOnChain';
import { onClaimRecorded, type ReserveClaimsOptions, runReserveClaims } from './reserveClaims';
import { type DailySnapshot, runDailySnapshot } from './reserveSnapshots';
import { runStakingAccrual } from './stakingAccrual';

/** The staking returns job looks for due days this often; it does work only once a UTC day has ended. */
const ACCRUAL_INTERVAL_MS = 60 * 60 * 1000;
/** Recorded reserve claims are paid within this long, or at once when this process recorded them. */
const RESERVE_CLAIMS_INTERVAL_MS = 2_000;

/**
 * The scheduled work of one instance. Every instance runs it; what makes each return and claim paid once is
 * in the jobs (claims per day and bucket, SKIP LOCKED), not in which instance runs them.
 */
export interface Scheduler {
  /** No new run starts; resolves once the runs in progress have finished. */
  stop(): Promise<void>;
}

interface Loop {
  timer: NodeJS.Timeout;
  running?: Promise<void>;
  stopped: boolean;
}

export function startScheduler(
  db: Db,
  log: FastifyBaseLogger,
  notices: NoticeDeps,
  now?: () => Date,
  chains?: Chains,
  reserveSnapshots: 'daily' | 'off' = 'daily',
): Scheduler {
  const options = () => (now ? { now: now() } : {});
  const accrual = stakingAccrualLoop(db, log.child({ module: 'staking-accrual' }), () => ({
    ...options(),
    notices,
  }));
  const claims = reserveClaimsLoop(db, log.child({ module: 'reserve-claims' }), () => ({
    ...options(),
    notices,
  }));
  const watchers = Object.values(chains?.watches ?? {}).map((watch) =>
    chainLoop(db, log.child({ module: 'chain-watcher', network: watch.network }), watch, () => ({
      now: now?.() ?? new Date(),
      notices,
    })),
  );
  const reserves = reserveSnapshotLoop(log.child({ module: 'proof-of-reserves' }), () =>
    runDailySnapshot(db, chains, now?.() ?? new Date(), reserveSnapshots),
  );
  const payouts =
    watchers.length > 0
      ? payoutLoop(db, log.child({ module: 'payouts-on-chain' }), () => ({
          now: now?.() ?? new Date(),
          notices,
          chains,
        }))
      : null;
  return {
    async stop() {
      for (const loop of [accrual, claims, reserves, ...watchers, ...(payouts ? [payouts] : [])]) {
        loop.stopped = true;
        clearInterval(loop.timer);
      }
      claims.unsubscribe();
      await accrual.running;
      await claims.running;
      await Promise.all(watchers.map((loop) => loop.running));
      await payouts?.running;
      await reserves.running;
    },
  };
}

/** How often each instance offers to scan a chain; one of them leads (server/chain/leader.ts). */
const CHAIN_SCAN_INTERVAL_MS = 1_000;

/**
 * Scans a deposit method's chain every second, one run at a time in this process and one scanner across
 * instances. A chain that cannot be reached is told once, and again when it answers.
 */
function chainLoop(db: Db, log: FastifyBaseLogger, watch: ChainWatch, options: () => ScanOptions): Loop {
  let failing = false;
  const tick = () => {
    if (loop.running || loop.stopped) return;
    loop.running = scanChain(db, watch, options())
      .then((result) => {
        if (failing) log.info('the chain answers again');
        failing = false;
        if (
          result.credited.length > 0 ||
          result.dropped > 0 ||
          result.held > 0 ||
          result.reorgFrom !== null
        ) {
          log.info(
            {
              through: result.scannedThrough.toString(),
              credited: result.credited.length,
              held: result.held,
              dropped: result.dropped,
              reorgFrom: result.reorgFrom?.toString() ?? null,
            },
            'chain deposits scanned',
          );
        }
      })
      .catch((error: unknown) => {
        if (!failing)
          log.warn({ err: error }, 'the chain cannot be scanned now; the watcher tries every second');
        failing = true;
      })
      .finally(() => {
        loop.running = undefined;
      });
  };
  const loop: Loop = { stopped: false, timer: setInterval(tick, CHAIN_SCAN_INTERVAL_MS).unref() };
  tick();
  return loop;
}

/** The daily proof of reserves is looked for this often: the day's is taken in its first ten minutes. */
const RESERVE_SNAPSHOT_INTERVAL_MS = 10 * 60 * 1000;

/** Takes the day's proof of reserves once a UTC day; a run that fails is tried again at the next interval. */
function reserveSnapshotLoop(log: FastifyBaseLogger, run: () => Promise<DailySnapshot>): Loop {
  const tick = () => {
    if (loop.running || loop.stopped) return;
    loop.running = run()
      .then((result) => {
        if (result.outcome === 'taken') log.info({ snapshot: result.id }, 'proof of reserves published');
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'the proof of reserves could not be taken; the next run retries'),
      )
      .finally(() => {
        loop.running = undefined;
      });
  };
  const loop: Loop = { stopped: false, timer: setInterval(tick, RESERVE_SNAPSHOT_INTERVAL_MS).unref() };
  tick();
  return loop;
}

/** Catches up missed days now, then looks again every hour; one run at a time in this process. */
function stakingAccrualLoop(
  db: Db,
  log: FastifyBaseLogger,
  options: () => { now?: Date; notices: NoticeDeps },
): Loop {
  const tick = () => {
    if (loop.running || loop.stopped) return;
    loop.running = runStakingAccrual(db, options())
      .then((result) => {
        if (result.returnsPaid > 0 || result.stakesCompleted > 0 || result.outcome === 'busy') {
          log.info(
            {
              through: result.through,
              outcome: result.outcome,
              returnsPaid: result.returnsPaid,
              returnsTotal: result.returnsTotal.toString(),
              stakesCompleted: result.stakesCompleted,
            },
            'staking returns paid',
          );
        }
      })
      .catch((error: unknown) =>
        log.error({ err: error }, 'staking returns run failed; the next run retries'),
      )
      .finally(() => {
        loop.running = undefined;
      });
  };
  // The first run starts at once; `tick` reads `loop`, so the loop exists before it.
  const loop: Loop = { stopped: false, timer: setInterval(tick, ACCRUAL_INTERVAL_MS).unref() };
  tick();
  return loop;
}

/**
 * Pays recorded reserve claims every 2 s and right after a claim is recorded here; one run at a time in this
 * process (a kick during a run is picked up by a run straight after it), SKIP LOCKED across instances.
 */
function reserveClaimsLoop(
  db: Db,
  log: FastifyBaseLogger,
  options: () => ReserveClaimsOptions,
): Loop & { unsubscribe: () => void } {
  let again = false;
  const tick = () => {
    if (loop.stopped) return;
    if (loop.running) {
      again = true;
      return;
    }
    again = false;
    loop.running = runReserveClaims(db, options())
      .then((result) => {
        if (result.claimsPaid > 0) {
          log.info(
            {
              claimsPaid: result.claimsPaid,
              principalReturned: result.principalReturned.toString(),
              profitPaid: result.profitPaid.toString(),
            },
            'reserve claims paid',
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'reserve claims run failed; the next run retries'))
      .finally(() => {
        loop.running = undefined;
        if (again) tick();
      });
  };
  const loop: Loop & { unsubscribe: () => void } = {
    stopped: false,
    timer: setInterval(tick, RESERVE_CLAIMS_INTERVAL_MS).unref(),
    unsubscribe: onClaimRecorded(tick),
  };
  tick();
  return loop;
}

/** How often confirming payouts are looked at again: a second, as each chain is scanned. */
const PAYOUT_CHECK_INTERVAL_MS = 1_000;

/** Completes payouts whose transaction became final, and hands back those a reorganisation removed. */
function payoutLoop(
  db: Db,
  log: FastifyBaseLogger,
  options: () => { now: Date; notices: NoticeDeps; chains: Chains | undefined },
): Loop {
  const tick = () => {
    if (loop.running || loop.stopped) return;
    const { now, notices, chains } = options();
    loop.running = completeConfirmedPayouts(db, chains, now, notices)
      .then((sweep) => {
        if (sweep.completed.length > 0 || sweep.reverted.length > 0 || sweep.failed.length > 0) {
          log.info(
            { completed: sweep.completed, reverted: sweep.reverted, failed: sweep.failed },
            'confirming payouts looked at',
          );
        }
      })
      .catch((error: unknown) => log.error({ err: error }, 'the payout check failed; the next one retries'))
      .finally(() => {
        loop.running = undefined;
      });
  };
  const loop: Loop = { stopped: false, timer: setInterval(tick, PAYOUT_CHECK_INTERVAL_MS).unref() };
  return loop;
}
