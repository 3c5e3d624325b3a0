import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { users } from '../db/schema/members';
import { mailOutbox } from '../db/schema/ops';
import { createOutboxDelivery, type OutboxDelivery } from './delivery';
import { createSmtpTransport } from './smtp';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  userId?: number | null;
  purpose?: string;
}

export interface Mailer {
  send(tx: DbOrTx, mail: OutgoingMail): Promise<void>;
}

/** The part of a pino logger the mailer writes to (Fastify's `app.log` fits). */
export interface MailLog {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A mailer that also owns delivery: `start` begins draining the outbox, `stop` waits for a send in flight. */
export interface AppMailer extends Mailer {
  /** `smtp` delivers through SMTP_URL; `outbox` keeps mail in the table and prints it to the log. */
  readonly mode: 'smtp' | 'outbox';
  start(db: Db): void;
  /** Delivers what is due now; resolves to the number of mails delivered (0 in outbox mode). */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

/** How a mail to a member begins when they set an anti-phishing phrase: a forged mail cannot know it. */
export const antiPhishingLine = (phrase: string) => `Your anti-phishing phrase: ${phrase}`;

/** The member's phrase heads every mail to them, whichever part of Tessera sends it. */
async function withPhrase(tx: DbOrTx, mail: OutgoingMail): Promise<string> {
  if (mail.userId == null) return mail.text;
  const [member] = await tx
    .select({ phrase: users.antiPhishingPhrase })
    .from(users)
    .where(eq(users.id, mail.userId));
  return member?.phrase ? `${antiPhishingLine(member.phrase)}\n\n${mail.text}` : mail.text;
}

async function insertIntoOutbox(tx: DbOrTx, mail: OutgoingMail, now?: Date): Promise<string> {
  const text = await withPhrase(tx, mail);
  await tx.insert(mailOutbox).values({
    ...(now ? { createdAt: now, nextAttemptAt: now } : {}),
    to: mail.to,
    subject: mail.subject,
    text,
    userId: mail.userId ?? null,
    purpose: mail.purpose ?? null,
  });
  return text;
}

/**
 * Keeps every mail in the outbox and prints it to the log, so someone running Tessera locally without an
 * SMTP server can read their verification and sign-in codes.
 */
export function createOutboxMailer(logger: MailLog): AppMailer {
  return {
    mode: 'outbox',
    async send(tx, mail) {
      const text = await insertIntoOutbox(tx, mail);
      logger.info(
        { mail: { to: mail.to, subject: mail.subject, purpose: mail.purpose ?? null } },
        `Mail to ${mail.to} (kept in the outbox: SMTP_URL is not set)\nSubject: ${mail.subject}\n\n${text}`,
      );
    },
    start() {},
    async flush() {
      return 0;
    },
    async stop() {},
  };
}

export interface SmtpMailerOptions {
  now?: () => Date;
  /** How often the outbox is checked for mail written by other instances and for retries. */
  pollMs?: number;
}

/**
 * Writes mail to the outbox inside the caller's transaction and delivers it over SMTP once committed. A send
 * nudges the delivery loop shortly after; the loop also polls, which picks up mail that was still uncommitted
 * at the nudge, retries, and mail written by other instances.
 */
export function createSmtpMailer(
  config: Config,
  logger: MailLog,
  options: SmtpMailerOptions = {},
): AppMailer {
  if (!config.smtpUrl) throw new Error('createSmtpMailer needs SMTP_URL');
  const transport = createSmtpTransport(config.smtpUrl, config.mailFrom);
  let delivery: OutboxDelivery | undefined;
  return {
    mode: 'smtp',
    async send(tx, mail) {
      await insertIntoOutbox(tx, mail, options.now?.());
      delivery?.kick();
    },
    start(db) {
      if (delivery) return;
      delivery = createOutboxDelivery({
        db,
        transport,
        logger,
        now: options.now,
        pollMs: options.pollMs,
      });
      delivery.start();
    },
    async flush() {
      if (!delivery) throw new Error('The mailer has not been started');
      return delivery.flush();
    },
    async stop() {
      await delivery?.stop();
      transport.close();
    },
  };
}

/** The mailer for this configuration: SMTP delivery when SMTP_URL is set, else the outbox and the log. */
export function createMailer(config: Config, logger: MailLog, options: SmtpMailerOptions = {}): AppMailer {
  return config.smtpUrl ? createSmtpMailer(config, logger, options) : createOutboxMailer(logger);
}
