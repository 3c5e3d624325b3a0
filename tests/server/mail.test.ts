import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../server/config';
import { type Db, migrate, openDatabase } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { mailOutbox } from '../../server/db/schema/ops';
import { type AppMailer, createMailer, type MailLog, type OutgoingMail } from '../../server/mail/mailer';

const SMTP_PORT = 3241;

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSink(port: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

class LogCapture implements MailLog {
  readonly lines: { level: string; obj: object; msg: string }[] = [];
  info(obj: object, msg = '') {
    this.lines.push({ level: 'info', obj, msg });
  }
  warn(obj: object, msg = '') {
    this.lines.push({ level: 'warn', obj, msg });
  }
  error(obj: object, msg = '') {
    this.lines.push({ level: 'error', obj, msg });
  }
}

const welcome: OutgoingMail = {
  to: 'ada@example.test',
  subject: 'Your Tessera verification code',
  text: 'Hello Ada,\n\nYour verification code is 4821.\n',
  userId: null,
  purpose: 'verify',
};

let template: PGlite;
let client: PGlite;
let db: Db;
const mailers: AppMailer[] = [];
let now = new Date('2026-03-02T09:00:00Z');

function config(smtpUrl: string | undefined): Config {
  return { ...loadConfig({ MAIL_FROM: 'Tessera <no-reply@tessera.test>' }), smtpUrl };
}

function startMailer(smtpUrl: string | undefined, log = new LogCapture()) {
  const mailer = createMailer(config(smtpUrl), log, { now: () => now, pollMs: 60_000 });
  mailer.start(db);
  mailers.push(mailer);
  return { mailer, log };
}

const outbox = () => db.select().from(mailOutbox).orderBy(mailOutbox.id);

beforeAll(async () => {
  template = await PGlite.create();
  await migrate(drizzle(template, { schema }));
});

afterAll(async () => {
  await template.close();
});

beforeEach(async () => {
  client = (await template.clone()) as PGlite;
  db = drizzle(client, { schema });
  now = new Date('2026-03-02T09:00:00Z');
});

afterEach(async () => {
  for (const mailer of mailers.splice(0)) await mailer.stop();
  await client.close();
});

describe('mail over SMTP', () => {
  let sink: Awaited<ReturnType<typeof startSink>>;
  beforeEach(async () => {
    sink = await startSink(SMTP_PORT);
  });
  afterEach(async () => {
    await sink.close();
  });

  it('delivers a committed mail once, to the member, with its subject and text', async () => {
    const { mailer } = startMailer(`smtp://127.0.0.1:${sink.port}`);
    await db.transaction((tx) => mailer.send(tx, welcome));

    expect(await mailer.flush()).toBe(1);
    expect(await mailer.flush()).toBe(0);

    expect(sink.received).toHaveLength(1);
    const [message] = sink.received;
    expect(message?.to).toEqual(['ada@example.test']);
    expect(message?.from).toBe('no-reply@tessera.test');
    expect(message?.raw).toContain('Subject: Your Tessera verification code');
    expect(message?.raw).toContain('Your verification code is 4821.');
    const [row] = await outbox();
    expect(row?.sentAt).toEqual(now);
  });

  it('delivers mail on its own shortly after the transaction commits', async () => {
    const { mailer } = startMailer(`smtp://127.0.0.1:${sink.port}`);
    await db.transaction((tx) => mailer.send(tx, welcome));
    await expect.poll(() => sink.received.length, { timeout: 5_000 }).toBe(1);
    await mailer.flush();
    expect(sink.received).toHaveLength(1);
  });

  it('sends nothing for a mail written in a transaction that rolls back', async () => {
    const { mailer } = startMailer(`smtp://127.0.0.1:${sink.port}`);
    await expect(
      db.transaction(async (tx) => {
        await mailer.send(tx, welcome);
        throw new Error('registration refused after the mail was queued');
      }),
    ).rejects.toThrow('registration refused');

    expect(await mailer.flush()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });

  it('delivers each mail once when two servers share the outbox', async () => {
    const first = startMailer(`smtp://127.0.0.1:${sink.port}`).mailer;
    const second = startMailer(`smtp://127.0.0.1:${sink.port}`).mailer;
    await db.transaction(async (tx) => {
      for (let i = 1; i <= 12; i++) {
        await first.send(tx, { ...welcome, to: `member${i}@example.test`, subject: `Mail ${i}` });
      }
    });

    await Promise.all([first.flush(), second.flush(), first.flush(), second.flush()]);
    await Promise.all([first.flush(), second.flush()]);

    expect(sink.received).toHaveLength(12);
    const recipients = sink.received.flatMap((m) => m.to).sort();
    expect(new Set(recipients).size).toBe(12);
    expect((await outbox()).every((row) => row.sentAt !== null)).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('mail from two servers on one PostgreSQL', () => {
  it('delivers each mail once while both servers drain the outbox at the same time', async () => {
    const baseUrl = process.env.TEST_DATABASE_URL as string;
    const name = `tessera_mail_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: baseUrl });
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const first = await openDatabase({ databaseUrl: url.toString() });
    const second = await openDatabase({ databaseUrl: url.toString() });
    const sink = await startSink(SMTP_PORT);
    try {
      await migrate(first.db);
      const smtp = config(`smtp://127.0.0.1:${sink.port}`);
      const a = createMailer(smtp, new LogCapture(), { pollMs: 60_000 });
      const b = createMailer(smtp, new LogCapture(), { pollMs: 60_000 });
      a.start(first.db);
      b.start(second.db);
      mailers.push(a, b);
      await first.db.transaction(async (tx) => {
        for (let i = 1; i <= 30; i++) await a.send(tx, { ...welcome, to: `member${i}@example.test` });
      });
      await Promise.all([a.flush(), b.flush()]);
      await Promise.all([a.flush(), b.flush()]);
      expect(sink.received).toHaveLength(30);
      expect(new Set(sink.received.flatMap((m) => m.to)).size).toBe(30);
    } finally {
      await sink.close();
      for (const mailer of mailers.splice(0)) await mailer.stop();
      await first.close();
      await second.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name}`));
      await admin.close();
    }
  });
});

describe('mail when the SMTP server is down', () => {
  it('logs the failure, keeps the mail, and delivers it on a later attempt', async () => {
    const { mailer, log } = startMailer(`smtp://127.0.0.1:${SMTP_PORT}`);
    await db.transaction((tx) => mailer.send(tx, welcome));

    expect(await mailer.flush()).toBe(0);
    const [waiting] = await outbox();
    expect(waiting?.sentAt).toBeNull();
    expect(waiting?.attempts).toBe(1);
    expect(waiting?.lastError).toBeTruthy();
    expect(waiting?.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
    expect(log.lines.some((l) => l.level === 'warn' && l.msg.includes('will retry'))).toBe(true);

    const sink = await startSink(SMTP_PORT);
    try {
      expect(await mailer.flush()).toBe(0);
      now = new Date(now.getTime() + 60_000);
      expect(await mailer.flush()).toBe(1);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['ada@example.test']);
      const [sent] = await outbox();
      expect(sent?.attempts).toBe(2);
      expect(sent?.sentAt).not.toBeNull();
    } finally {
      await sink.close();
    }
  });

  it('gives up after ten failed attempts and says so in the log', async () => {
    const { mailer, log } = startMailer(`smtp://127.0.0.1:${SMTP_PORT}`);
    await db.transaction((tx) => mailer.send(tx, welcome));
    for (let i = 0; i < 10; i++) {
      await mailer.flush();
      now = new Date(now.getTime() + 2 * 60 * 60_000);
    }
    const [row] = await outbox();
    expect(row?.attempts).toBe(10);
    expect(row?.failedAt).not.toBeNull();
    expect(log.lines.some((l) => l.level === 'error' && l.msg.includes('after 10 attempts'))).toBe(true);
    await mailer.flush();
    expect((await outbox())[0]?.attempts).toBe(10);
  });
});

describe('mail without SMTP_URL', () => {
  it('keeps the mail in the outbox and prints it to the log so a local user can read the code', async () => {
    const { mailer, log } = startMailer(undefined);
    expect(mailer.mode).toBe('outbox');
    await db.transaction((tx) => mailer.send(tx, { ...welcome, userId: 7 }));

    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.to, 'ada@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subject: welcome.subject,
      text: welcome.text,
      userId: 7,
      purpose: 'verify',
    });
    expect(rows[0]?.sentAt).toBeNull();
    const printed = log.lines.find((l) => l.msg.includes('ada@example.test'));
    expect(printed?.msg).toContain('Your verification code is 4821.');
    expect(await mailer.flush()).toBe(0);
  });
});
