import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { NoticeDeps } from '../services/memberNotices';
import { onClaimRecorded, type ReserveClaimsOptions, runReserveClaims } from './reserveClaims';
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
  return {
    async stop() {
      for (const loop of [accrual, claims]) {
        loop.stopped = true;
        clearInterval(loop.timer);
      }
      claims.unsubscribe();
      await accrual.running;
      await claims.running;
    },
  };
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
