import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/ops';
import type { MailLog } from './mailer';
import type { MailTransport } from './smtp';

export interface OutboxDelivery {
  start(): void;
  /** Asks for a delivery round soon (after the sender's transaction has had time to commit). */
  kick(): void;
  flush(): Promise<number>;
  stop(): Promise<void>;
}

export interface OutboxDeliveryOptions {
  db: Db;
  transport: MailTransport;
  logger: MailLog;
  now?: () => Date | undefined;
  pollMs?: number | undefined;
  /** How long a claimed row stays reserved for this sender; longer than any SMTP timeout. */
  leaseMs?: number;
  batchSize?: number;
  maxAttempts?: number;
}

const KICK_DELAY_MS = 50;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** The options settled to values, as the claim and the delivery of one row read them. */
interface Sender {
  db: Db;
  transport: MailTransport;
  logger: MailLog;
  clock: () => Date;
  leaseMs: number;
  batchSize: number;
  maxAttempts: number;
}

/**
 * Claims due rows by leasing them in one statement; SKIP LOCKED lets concurrent instances take disjoint
 * rows instead of queueing behind each other, and the lease keeps them disjoint after the claim commits.
 */
async function claim({ db, batchSize, leaseMs }: Sender, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(batchSize)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(and(inArray(mailOutbox.id, due), isNull(mailOutbox.sentAt)))
    .returning();
}

type ClaimedMail = Awaited<ReturnType<typeof claim>>[number];

/** Sends one claimed row and records the outcome: sent, or failed with its next attempt or for good. */
async function deliver(sender: Sender, row: ClaimedMail): Promise<boolean> {
  const { db, transport, logger, clock } = sender;
  try {
    await transport.deliver({ to: row.to, subject: row.subject, text: row.text });
    await db
      .update(mailOutbox)
      .set({ sentAt: clock(), claimedUntil: null, lastError: null })
      .where(eq(mailOutbox.id, row.id));
    logger.info({ mailId: row.id, to: row.to, subject: row.subject }, 'Mail delivered');
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const givingUp = row.attempts >= sender.maxAttempts;
    const retryAt = new Date(clock().getTime() + retryDelayMs(row.attempts));
    await db
      .update(mailOutbox)
      .set({
        claimedUntil: null,
        lastError: message.slice(0, 1000),
        nextAttemptAt: retryAt,
        failedAt: givingUp ? clock() : null,
      })
      .where(eq(mailOutbox.id, row.id));
    const details = { mailId: row.id, to: row.to, attempts: row.attempts, err: message };
    if (givingUp) logger.error(details, `Mail could not be delivered after ${row.attempts} attempts`);
    else logger.warn({ ...details, retryAt: retryAt.toISOString() }, 'Mail delivery failed; will retry');
    return false;
  }
}

export function createOutboxDelivery(options: OutboxDeliveryOptions): OutboxDelivery {
  const { logger } = options;
  const sender: Sender = {
    db: options.db,
    transport: options.transport,
    logger,
    clock: () => options.now?.() ?? new Date(),
    leaseMs: options.leaseMs ?? 120_000,
    batchSize: options.batchSize ?? 10,
    maxAttempts: options.maxAttempts ?? 10,
  };
  const pollMs = options.pollMs ?? 2_000;

  let poller: NodeJS.Timeout | undefined;
  let kickTimer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  async function round(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await claim(sender, sender.clock());
      for (const row of rows) if (await deliver(sender, row)) delivered += 1;
      if (rows.length < sender.batchSize || stopped) return delivered;
    }
  }

  function flush(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await round();
        } while (again && !stopped);
      } catch (error) {
        logger.error(
          { err: error instanceof Error ? error.message : String(error) },
          'Mail delivery round failed',
        );
      } finally {
        running = undefined;
      }
      return total;
    })();
    return running;
  }

  return {
    start() {
      if (poller || stopped) return;
      poller = setInterval(() => void flush(), pollMs);
      poller.unref();
      void flush();
    },
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = undefined;
        void flush();
      }, KICK_DELAY_MS);
      kickTimer.unref();
    },
    flush,
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      if (kickTimer) clearTimeout(kickTimer);
      await running;
    },
  };
}
