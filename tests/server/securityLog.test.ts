import { expect, it } from 'vitest';
import { recordSecurityEvent } from '../../server/services/securityEvents';
import { createLoginLinkToken } from '../../server/services/sessions';
import type { LogEntry, LogsResponse, MemberSession } from '../../src/api/contract';
import { describeEngines, json, registerVerified } from './harness';
import {
  call,
  DEFAULT_PASSWORD,
  DEFAULT_PIN,
  fund,
  getAs,
  LAPTOP,
  memberRow,
  PHONE,
  postAs,
  type Refusal,
  sessionOf,
  signInWith,
} from './securityFixtures';

const ABROAD = { ip: '8.8.8.8', device: PHONE };

describeEngines('Logs and sessions', (ctx) => {
  const logs = async (token: string, page = 1) =>
    json<LogsResponse>(await getAs(ctx(), `/api/logs?page=${page}`, token));
  const sessions = async (token: string) =>
    json<{ data: MemberSession[] }>(await getAs(ctx(), '/api/sessions', token)).data;

  it('lists exactly the member’s own events, newest first, with address, country and device', async () => {
    await registerVerified(ctx(), 'founder');
    await registerVerified(ctx(), 'other', { sponsor: 'founder', position: 'L' });
    const token = await sessionOf(ctx(), 'founder');
    await sessionOf(ctx(), 'other');
    const { id } = await memberRow(ctx(), 'founder');
    await fund(ctx(), id, 50n);

    ctx().clock.advance(60_000);
    const refusedTransfer = await call(ctx(), 'POST', '/api/transfer/amount', {
      token,
      from: ABROAD,
      headers: { 'idempotency-key': 'log-transfer-1' },
      body: { wallet: 'pay_in_to_reserve', transfer_amount: '5', payee: 'founder', mpin: '9157' },
    });
    expect(refusedTransfer.statusCode).toBe(422);
    ctx().clock.advance(60_000);
    const wrongSignIn = await signInWith(ctx(), 'founder', { mpin: '9158' }, { from: ABROAD });
    expect(wrongSignIn.statusCode).toBe(422);
    ctx().clock.advance(60_000);
    const abroad = await sessionOf(ctx(), 'founder', ABROAD);
    ctx().clock.advance(60_000);
    const pin = await postAs(
      ctx(),
      '/api/change-secondary-password',
      token,
      { old_password: DEFAULT_PASSWORD, spassword: '7295', spassword_confirmation: '7295' },
      ABROAD,
    );
    expect(pin.statusCode, pin.body).toBe(200);
    ctx().clock.advance(60_000);
    const otp = await postAs(ctx(), '/api/authentication', token, { type: 'otp', mpin: '7295' });
    expect(otp.statusCode, otp.body).toBe(200);

    const answer = await logs(token);
    expect(answer.status).toBe(true);
    const rows = answer.data.data.map((e: LogEntry) => [e.event, e.detail, e.ip, e.country, e.created_at]);
    expect(rows).toEqual([
      ['auth_type_changed', 'otp', '127.0.0.1', 'Unknown', '2026-03-02T09:05:00.000Z'],
      ['pin_changed', '', '8.8.8.8', 'United States', '2026-03-02T09:04:00.000Z'],
      ['sign_in', 'Security Pin', '8.8.8.8', 'United States', '2026-03-02T09:03:00.000Z'],
      [
        'second_factor_failed',
        'sign-in (Security Pin)',
        '8.8.8.8',
        'United States',
        '2026-03-02T09:02:00.000Z',
      ],
      [
        'second_factor_failed',
        'transfer (Security Pin)',
        '8.8.8.8',
        'United States',
        '2026-03-02T09:01:00.000Z',
      ],
      ['sign_in', 'Security Pin', '127.0.0.1', 'Unknown', '2026-03-02T09:00:00.000Z'],
    ]);
    expect(answer.data.data[0]!.device).toBe(LAPTOP);
    expect(answer.data.data[1]!.device).toBe(PHONE);
    expect(answer.data).toMatchObject({ current_page: 1, last_page: 1, total: 6, from: 1, to: 6 });
    expect(answer.more_details).toEqual([
      { title: 'Last Sign-in', value: '02-03-2026 09:03 UTC from 8.8.8.8 (United States)' },
      { title: 'Active Sessions', value: '2' },
    ]);
    // The session opened abroad is told of the sign-in before its own, not of itself.
    expect((await logs(abroad)).more_details[0]).toEqual({
      title: 'Last Sign-in',
      value: '02-03-2026 09:00 UTC from 127.0.0.1 (Unknown)',
    });
  });

  it('pages the log ten events at a time', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const { id } = await memberRow(ctx(), 'founder');
    for (let i = 1; i <= 11; i++) {
      ctx().clock.advance(1000);
      const origin = { ip: '127.0.0.1', device: LAPTOP };
      await recordSecurityEvent(ctx().db, {
        userId: id,
        kind: 'session_revoked',
        origin,
        at: ctx().clock.now(),
      });
    }
    const first = await logs(token);
    expect(first.data).toMatchObject({ current_page: 1, last_page: 2, total: 12, from: 1, to: 10 });
    expect(first.data.first_page_url).toBe('logs?page=1');
    const second = await logs(token, 2);
    expect(second.data).toMatchObject({ current_page: 2, from: 11, to: 12 });
    expect(second.data.data.map((e) => [e.event, e.created_at])).toEqual([
      ['session_revoked', '2026-03-02T09:00:01.000Z'],
      ['sign_in', '2026-03-02T09:00:00.000Z'],
    ]);
  });

  it('lists and signs out the member’s own sessions, and no one else’s', async () => {
    await registerVerified(ctx(), 'founder');
    await registerVerified(ctx(), 'other', { sponsor: 'founder', position: 'L' });
    const phone = await sessionOf(ctx(), 'founder', ABROAD);
    ctx().clock.advance(1000);
    const laptop = await sessionOf(ctx(), 'founder', { ip: '81.2.69.142', device: LAPTOP });
    ctx().clock.advance(1000);
    const third = await sessionOf(ctx(), 'founder');
    const stranger = await sessionOf(ctx(), 'other');

    const listed = await sessions(laptop);
    expect(listed.map((s) => [s.ip, s.country, s.device, s.current])).toEqual([
      ['127.0.0.1', 'Unknown', LAPTOP, false],
      ['81.2.69.142', 'United Kingdom', LAPTOP, true],
      ['8.8.8.8', 'United States', PHONE, false],
    ]);
    const strangers = await sessions(stranger);
    expect(strangers).toHaveLength(1);

    const notMine = await postAs(ctx(), `/api/sessions/${strangers[0]!.id}/revoke`, laptop);
    expect(notMine.statusCode).toBe(404);
    expect(json<Refusal>(notMine)).toMatchObject({ status: false, message: 'Session not found' });
    expect((await getAs(ctx(), '/api/user', stranger)).statusCode).toBe(200);
    expect((await postAs(ctx(), '/api/sessions/999999/revoke', laptop)).statusCode).toBe(404);

    const phoneId = listed[2]!.id;
    const out = await postAs(ctx(), `/api/sessions/${phoneId}/revoke`, laptop);
    expect(out.statusCode, out.body).toBe(200);
    expect((await getAs(ctx(), '/api/user', phone)).statusCode).toBe(401);
    expect((await postAs(ctx(), `/api/sessions/${phoneId}/revoke`, laptop)).statusCode).toBe(404);

    const others = await postAs(ctx(), '/api/sessions/revoke-others', laptop);
    expect(json(others)).toMatchObject({ status: true, revoked: 1, message: '1 other session signed out' });
    expect((await getAs(ctx(), '/api/user', third)).statusCode).toBe(401);
    expect((await getAs(ctx(), '/api/user', laptop)).statusCode).toBe(200);
    expect((await sessions(laptop)).map((s) => s.current)).toEqual([true]);

    const revokedEvents = (await logs(laptop)).data.data.filter((e) => e.event === 'session_revoked');
    expect(revokedEvents.map((e) => e.detail)).toEqual([`${LAPTOP} (127.0.0.1)`, `${PHONE} (8.8.8.8)`]);
    expect((await logs(stranger)).data.data.map((e) => e.event)).toEqual(['sign_in']);
  });

  it('records an operator sign-in link like any sign-in, with where the session was opened from', async () => {
    await registerVerified(ctx(), 'founder');
    const { id } = await memberRow(ctx(), 'founder');
    const link = await createLoginLinkToken(ctx().db, id, ctx().clock.now());
    const res = await call(ctx(), 'POST', '/api/login-as-user', {
      body: { username: 'founder', temp_token: link },
      from: ABROAD,
    });
    expect(res.statusCode, res.body).toBe(200);
    const token = json<{ token: string }>(res).token;
    expect((await sessions(token)).map((s) => [s.ip, s.country, s.device])).toEqual([
      ['8.8.8.8', 'United States', PHONE],
    ]);
    expect((await logs(token)).data.data.map((e) => [e.event, e.detail, e.country])).toEqual([
      ['sign_in', 'operator sign-in link', 'United States'],
    ]);
  });

  it('limits password changes per session before hashing anything', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const attempt = () =>
      postAs(ctx(), '/api/change-password', token, {
        currentpassword: 'Not-my-password-1',
        newpassword: 'Fresh-paper-clip-77',
        mpin: DEFAULT_PIN,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(422);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(json<Refusal>(limited)).toMatchObject({ status: false });
  });

  it('answers bad input to every new endpoint with 422 in the error shape', async () => {
    await registerVerified(ctx(), 'founder');
    const token = await sessionOf(ctx(), 'founder');
    const cases: [string, unknown, string, string][] = [
      ['/api/enable-2fa', {}, 'code', 'This Field Is Required.'],
      ['/api/enable-2fa', { code: '12ab56' }, 'code', 'Code must contain digits only'],
      ['/api/enable-2fa', { code: '12345' }, 'code', 'Code must be 6 digits'],
      [
        '/api/disable-2fa',
        { code: 'not a code' },
        'code',
        'Enter the 6-digit code from your app or a recovery code',
      ],
      ['/api/disable-2fa', { code: 123456 }, 'code', 'Code must be a string'],
      ['/api/recovery-codes', { mpin: '12' }, 'mpin', 'Security Pin must be 4 digits'],
      ['/api/recovery-codes', { pin: '1234' }, 'pin', "Unknown field 'pin'"],
      [
        '/api/change-password',
        { newpassword: 'Long-enough-1', mpin: DEFAULT_PIN },
        'currentpassword',
        'This Field Is Required.',
      ],
      [
        '/api/change-password',
        { currentpassword: DEFAULT_PASSWORD, newpassword: 'short', mpin: DEFAULT_PIN },
        'newpassword',
        'Password must be at least 8 characters',
      ],
      [
        '/api/change-secondary-password',
        { old_password: DEFAULT_PASSWORD, spassword_confirmation: '7295' },
        'spassword',
        'This Field Is Required.',
      ],
      [
        '/api/change-secondary-password',
        { old_password: DEFAULT_PASSWORD, spassword: '72a5', spassword_confirmation: '72a5' },
        'spassword',
        'Security Pin must contain digits only',
      ],
      ['/api/authentication', { type: '' }, 'type', 'Please Select Correct Option.'],
      ['/api/authentication', { type: 'mpin', otp: '12345' }, 'otp', 'OTP must be 4 digits'],
      ['/api/sessions/abc/revoke', undefined, 'id', 'Id must be a number'],
      ['/api/sessions/0/revoke', undefined, 'id', 'Too small: expected number to be >0'],
      ['/api/sessions/99999999999/revoke', undefined, 'id', 'Too big: expected number to be <=2147483647'],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await postAs(ctx(), url, token, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(422);
      const refusal = json<Refusal>(res);
      expect(refusal.status, url).toBe(false);
      expect(refusal.msg).toBe(refusal.message);
      expect(refusal.errors?.[field], `${url} ${JSON.stringify(body)}: ${res.body}`).toEqual([message]);
    }
    expect((await memberRow(ctx(), 'founder')).pinFailedCount).toBe(0);
    const notJson = await postAs(ctx(), '/api/enable-2fa', token, 'code=123456');
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(json<Refusal>(notJson).status).toBe(false);
    const anonymous = await call(ctx(), 'GET', '/api/logs');
    expect(anonymous.statusCode).toBe(401);
    expect(json<Refusal>(anonymous)).toMatchObject({ status: false, message: 'Unauthenticated' });
  });
});
