import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { auditLog, operatorKeys } from '../../server/db/schema';
import { balancesOf } from '../../server/ledger';
import { createOutboxMailer } from '../../server/mail/mailer';
import { ensureOperatorKey } from '../../server/services/operator';
import type { OperatorMail } from '../../src/api/contract';
import { describeEngines, json, type TestContext, testConfig } from './harness';
import {
  firstSignIn,
  OPERATOR_PASSWORD,
  operatorSignIn,
  SETTLED_MS,
  signedInOperator,
  signInAgain,
} from './operatorFixtures';
import { KEY, operator, supportMember } from './supportFixtures';

type Pending = { approval: { id: number } };

/** Asks for a 1.75 USDT credit of the member's reserve wallet; answers the request's id. */
async function askCredit(c: TestContext, username: string, token: string, key: string) {
  const asked = await c.app.inject({
    method: 'POST',
    url: '/api/operator/adjustments',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'idempotency-key': key },
    payload: JSON.stringify({
      username,
      wallet: 'reserve',
      direction: 'credit',
      amount: '1.75',
      reason: 'Goodwill',
    }),
  });
  expect(asked.statusCode, asked.body).toBe(202);
  return json<Pending>(asked).approval.id;
}

const approve = (c: TestContext, id: number, token: string) =>
  operator(c, 'POST', `approvals/${id}/approve`, undefined, token);

describeEngines('no one person makes a second pair of eyes', (ctx) => {
  it('refuses an operator added by the key, or by an admin, every approval of its creator and approver, and theirs of its requests', async () => {
    const c = ctx();
    const member = await supportMember(c, 'payee');
    const ann = await signedInOperator(c, 'adm_ann', 'admin');
    const bob = await signedInOperator(c, 'adm_bob', 'admin');

    // The key adds an admin with a password of its choosing: it cannot sign in until another admin approves.
    const added = await operator(c, 'POST', 'operators', {
      username: 'sock',
      password: OPERATOR_PASSWORD,
      role: 'admin',
    });
    expect(added.statusCode, added.body).toBe(202);
    const waiting = await operatorSignIn(c, { username: 'sock', password: OPERATOR_PASSWORD });
    expect(waiting.statusCode).toBe(403);
    expect(json(waiting)).toMatchObject({
      message: "This operator account is waiting for a second admin's approval",
    });
    expect((await approve(c, json<Pending>(added).approval.id, KEY)).statusCode).toBe(403);
    expect((await approve(c, json<Pending>(added).approval.id, ann.token)).statusCode).toBe(200);
    const sock = await firstSignIn(c, 'sock');

    // The four requests of the attack: none is credited, whoever approves.
    const fromKey = await askCredit(c, member.username, KEY, 'adj-key');
    const fromSock = await askCredit(c, member.username, sock.token, 'adj-sock');
    const fromAnn = await askCredit(c, member.username, ann.token, 'adj-ann');
    const refusals = [
      [fromKey, sock.token, 'Operators approve nothing in their first 24 hours'],
      [fromSock, KEY, 'You added or approved the operator who asked for this'],
      [fromSock, ann.token, 'You added or approved the operator who asked for this'],
    ] as const;
    for (const [id, token, message] of refusals) {
      const refused = await approve(c, id, token);
      expect(refused.statusCode).toBe(403);
      expect(json<{ message: string }>(refused).message).toContain(message);
    }
    c.clock.advance(SETTLED_MS);
    const sockAgain = await signInAgain(c, 'sock', sock.secret);
    for (const id of [fromKey, fromAnn]) {
      const refused = await approve(c, id, sockAgain);
      expect(refused.statusCode).toBe(403);
      expect(json<{ message: string }>(refused).message).toContain(
        'Whoever asked for this added or approved your account',
      );
    }
    expect((await balancesOf(c.db, member.id)).reserve).toBe(0n);

    // A second person who is neither creator nor creature approves, and only then is the money moved.
    expect((await approve(c, fromAnn, await signInAgain(c, 'adm_bob', bob.secret))).statusCode).toBe(200);
    expect((await balancesOf(c.db, member.id)).reserve).toBe(1_750_000n);
  });

  it('lets the key add the first two admins at once and nothing after, and lets no finance operator approve a change to operators', async () => {
    const c = ctx();
    for (const username of ['first_admin', 'second_admin']) {
      const made = await operator(c, 'POST', 'operators', {
        username,
        password: OPERATOR_PASSWORD,
        role: 'admin',
      });
      expect(made.statusCode, made.body).toBe(200);
    }
    const later = await operator(c, 'POST', 'operators', {
      username: 'third_admin',
      password: OPERATOR_PASSWORD,
      role: 'admin',
    });
    expect(later.statusCode).toBe(202);
    const finance = await signedInOperator(c, 'fin_one', 'finance');
    const refused = await approve(c, json<Pending>(later).approval.id, finance.token);
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toMatchObject({
      message: 'The finance role may not approve this (it needs operators.write)',
    });
    // Declining the addition leaves an account that can never be approved or sign in.
    const admin = await signedInOperator(c, 'adm_other', 'admin');
    const declined = await operator(
      c,
      'POST',
      `approvals/${json<Pending>(later).approval.id}/decline`,
      { reason: 'Nobody asked for a third admin' },
      admin.token,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(
      (await operatorSignIn(c, { username: 'third_admin', password: OPERATOR_PASSWORD })).statusCode,
    ).toBe(401);
  });

  it('rotates the key for its holder only, and revokes every key for good, the environment key included', async () => {
    const c = ctx();
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-key-'));
    expect(await ensureOperatorKey(c.db, dataDir)).toBe(join(dataDir, 'operator.key'));
    const stored = readFileSync(join(dataDir, 'operator.key'), 'utf8').trim();
    const admin = await signedInOperator(c, 'adm_keys', 'admin');

    expect((await operator(c, 'POST', 'keys/rotate', undefined, admin.token)).statusCode).toBe(403);
    expect((await operator(c, 'POST', 'keys/rotate', undefined, KEY)).statusCode).toBe(409);
    const rotated = await operator(c, 'POST', 'keys/rotate', undefined, stored);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = json<{ key: string }>(rotated).key;
    expect((await operator(c, 'GET', 'me', undefined, stored)).statusCode).toBe(401);
    expect((await operator(c, 'GET', 'me', undefined, fresh)).statusCode).toBe(200);
    const audits = await c.db.select().from(auditLog).where(eq(auditLog.action, 'key.rotate'));
    expect(audits.map((row) => [row.details.outcome, row.operatorKeyId === null])).toEqual([
      ['refused', true],
      ['refused', true],
      ['ok', false],
    ]);
    expect(JSON.stringify(await c.db.select().from(auditLog))).not.toContain(fresh);

    const revoked = await operator(c, 'POST', 'keys/revoke', undefined, admin.token);
    expect(json(revoked)).toMatchObject({ status: true, revoked: 2 });
    for (const key of [fresh, KEY])
      expect((await operator(c, 'GET', 'me', undefined, key)).statusCode).toBe(401);
    // A restart makes no new key, and the admin carries on.
    expect(await ensureOperatorKey(c.db, dataDir)).toBeNull();
    expect(await c.db.select().from(operatorKeys)).toHaveLength(3);
    expect((await operator(c, 'GET', 'me', undefined, admin.token)).statusCode).toBe(200);
  });
});

describeEngines("what operators read of a member's mail", (ctx) => {
  it('shows support only subject, time and delivery, hides codes and links from everyone else, and the whole text only to the key while mail stays in the outbox', async () => {
    const c = ctx();
    const member = await supportMember(c, 'mailed');
    const support = await signedInOperator(c, 'sup_mail', 'support');
    const finance = await signedInOperator(c, 'fin_mail', 'finance');
    const read = async (token: string, app = c.app) =>
      json<{ data: OperatorMail[] }>(
        await app.inject({
          method: 'GET',
          url: `/api/operator/mail?username=${member.username}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ).data;
    const codeMail = (mails: OperatorMail[]) => mails.find((mail) => mail.purpose?.startsWith('code:'));

    const whole = codeMail(await read(KEY));
    const code = whole?.text?.match(/code is (\d+)/)?.[1];
    expect(code).toMatch(/^\d{4,8}$/);

    const bySupport = codeMail(await read(support.token));
    expect(bySupport).toMatchObject({ subject: whole!.subject, text: null, created_at: whole!.created_at });

    const byFinance = codeMail(await read(finance.token))!;
    expect(byFinance.text).toContain('Your code is [code hidden]');
    expect(byFinance.text).not.toContain(code);

    // Once an SMTP server delivers mail, the outbox is a live inbox: the key reads it masked too.
    const live = await buildApp({
      db: c.db,
      config: { ...testConfig, smtpUrl: 'smtp://127.0.0.1:1' },
      mailer: createOutboxMailer({ info() {}, warn() {}, error() {} }),
      now: c.clock.now,
    });
    try {
      const byKey = codeMail(await read(KEY, live))!;
      expect(byKey.text).not.toContain(code);
    } finally {
      await live.close();
    }
  });
});
