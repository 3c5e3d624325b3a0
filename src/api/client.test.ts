import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiGet,
  apiGetBlob,
  apiPost,
  beginSessionEnd,
  clearServerError,
  getServerError,
  getServerErrorReference,
  setUnauthorizedHandler,
} from './client';
import { type ApiFailure, firstErrorMessage } from './errors';
import { clearSession, getSession, setSession, subscribeSession } from './session';

let server: Server;
let base = '';
const seenAuth: (string | undefined)[] = [];
const uploads: { contentType: string | undefined; body: Buffer }[] = [];
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/change-picture') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        uploads.push({ contentType: req.headers['content-type'], body: Buffer.concat(chunks) });
        reply(200, {
          status: true,
          msg: 'Picture changed',
          message: 'Picture changed',
          avatar: 'avatar?v=2',
        });
      });
      return;
    }
    if (req.url === '/avatar?v=2') {
      res.writeHead(200, { 'content-type': 'image/png', 'x-content-type-options': 'nosniff' });
      return res.end(PNG_BYTES);
    }
    if (req.url === '/user') return reply(401, { message: 'Unauthenticated.' });
    // A read still running when the member signs out, answered after the token was revoked.
    if (req.url === '/slow-user') {
      setTimeout(() => reply(401, { message: 'Unauthenticated.' }), 150);
      return;
    }
    if (req.url === '/boom') return reply(500, { message: 'Server Error' });
    if (req.url === '/boom-with-id') {
      return reply(500, {
        status: false,
        message: 'Server Error',
        msg: 'Server Error',
        request_id: 'req-in-body',
      });
    }
    if (req.url === '/gateway') {
      // A proxy's own failure page: no body of ours, but the id it passed on.
      res.writeHead(502, { 'content-type': 'text/html', 'x-request-id': 'req-in-header' });
      return res.end('<h1>Bad Gateway</h1>');
    }
    if (req.url === '/register')
      return reply(422, {
        status: false,
        message: 'Invalid',
        errors: { email: ['The email has already been taken.'] },
      });
    if (req.url === '/pre-login')
      return reply(403, { status: false, msg: 'Verify your e-mail', otp_send: 1 });
    return reply(200, { status: true, data: 'Available' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearSession();
  clearServerError();
  seenAuth.length = 0;
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it("sends the member's token as a bearer header", async () => {
    setSession({ token: 'member-token', status: '1', username: 'alice' });
    await apiGet(`${base}/check/alice/username`);
    expect(seenAuth).toEqual(['Bearer member-token']);
  });

  it('reports an expired session on an authenticated GET', async () => {
    let expired = 0;
    setUnauthorizedHandler(() => expired++);
    setSession({ token: 'stale', status: '1' });
    const result = await apiGet(`${base}/user`);
    expect(result).toMatchObject({ status: false, message: 'Unauthenticated.', code: 401 });
    expect(expired).toBe(1);
  });

  it("leaves a 401 to a token the caller chose (an operator's) to the caller, keeping the member signed in", async () => {
    let memberExpired = 0;
    setUnauthorizedHandler(() => memberExpired++);
    setSession({ token: 'member-token', status: '1' });
    const read = await apiGet(`${base}/user`, { token: 'operator-token' });
    const write = await apiPost(`${base}/user`, undefined, { token: 'operator-token' });
    expect(seenAuth).toEqual(['Bearer operator-token', 'Bearer operator-token']);
    expect([read, write]).toMatchObject([{ code: 401 }, { code: 401 }]);
    expect(memberExpired).toBe(0);
    expect(getSession()).toMatchObject({ token: 'member-token' });
  });

  it('cancels the requests of a session the member signs out of: no expiry, no answer, no server error', async () => {
    let expired = 0;
    setUnauthorizedHandler(() => expired++);
    setSession({ token: 'leaving', status: '1' });
    let answered = false;
    const before = apiGet(`${base}/slow-user`).then(() => (answered = true));
    const settle = beginSessionEnd('leaving');
    const during = apiGet(`${base}/slow-user`).then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    settle(true);
    clearSession();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(answered).toBe(false);
    expect(expired).toBe(0);
    expect(getServerError()).toBe(false);
    void before;
    void during;
  });

  it('lets the requests answer as usual when the sign-out did not go through', async () => {
    let expired = 0;
    setUnauthorizedHandler(() => expired++);
    setSession({ token: 'staying', status: '1' });
    const settle = beginSessionEnd('staying');
    const read = apiGet(`${base}/slow-user`);
    settle(false);
    expect(await read).toMatchObject({ code: 401 });
    expect(expired).toBe(1);
  });

  it('shows the server message of a refused form, first message of the first field', async () => {
    const result = await apiPost(`${base}/register`, { username: 'alice' });
    expect(firstErrorMessage(result as never)).toBe('The email has already been taken.');
  });

  it('keeps the extra fields of a refusal, such as otp_send', async () => {
    const result = await apiPost(`${base}/pre-login`, { username: 'alice', password: 'x' });
    expect(result).toMatchObject({
      status: false,
      msg: 'Verify your e-mail',
      message: 'Verify your e-mail',
      otp_send: 1,
    });
  });

  it('raises the server-error flag when a read or a write fails on the server or cannot reach it', async () => {
    expect(getServerError()).toBe(false);
    await apiGet(`${base}/boom`);
    expect(getServerError()).toBe(true);
    clearServerError();
    const result = await apiGet('http://127.0.0.1:1/unreachable');
    expect(result).toMatchObject({ status: false, code: 0 });
    // A plain sentence, not the browser's '[GET] "…": <no response> Failed to fetch'.
    expect(firstErrorMessage(result as ApiFailure)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
    expect(getServerError()).toBe(true);
    clearServerError();
    await apiPost(`${base}/boom`, { amount: '1' });
    expect(getServerError()).toBe(true);
    clearServerError();
    await apiPost('http://127.0.0.1:1/unreachable', { amount: '1' });
    expect(getServerError()).toBe(true);
    clearServerError();
    // A refusal is the form's to show, not the server's failure.
    await apiPost(`${base}/register`, { email: 'taken@example.com' });
    expect(getServerError()).toBe(false);
  });
});

describe('files', () => {
  it('sends FormData as multipart with its own boundary, never as JSON', async () => {
    setSession({ token: 'member-token', status: '1', username: 'alice' });
    const form = new FormData();
    form.append('photo', new Blob([PNG_BYTES], { type: 'image/png' }), 'me.png');
    const result = await apiPost(`${base}/change-picture`, form);
    expect(result).toMatchObject({ status: true, avatar: 'avatar?v=2' });
    const [upload] = uploads;
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const text = upload?.body.toString('latin1') ?? '';
    expect(text).toContain('Content-Disposition: form-data; name="photo"; filename="me.png"');
    expect(text).toContain('Content-Type: image/png');
    expect(upload?.body.includes(PNG_BYTES)).toBe(true);
    expect(seenAuth.at(-1)).toBe('Bearer member-token');
  });

  it('reads a served image as a Blob of its bytes, sending the token', async () => {
    setSession({ token: 'member-token', status: '1', username: 'alice' });
    const blob = await apiGetBlob(`${base}/avatar?v=2`);
    expect(blob).toBeInstanceOf(Blob);
    expect(Buffer.from(await (blob as Blob).arrayBuffer())).toEqual(PNG_BYTES);
    expect((blob as Blob).type).toBe('image/png');
    expect(seenAuth.at(-1)).toBe('Bearer member-token');
  });

  it('answers a refused image in the spec shape', async () => {
    const result = await apiGetBlob(`${base}/boom`);
    expect(result).toMatchObject({ status: false, code: 500 });
  });
});

describe('session', () => {
  it('counts as signed in only with both a token and a status, and never stores secrets', () => {
    setSession({ token: 'pre-token', username: 'alice', auth_type: 'otp' });
    expect(getSession()).toBeNull();
    setSession({ status: '1', password: 'hunter2' } as never);
    expect(getSession()).toMatchObject({ token: 'pre-token', username: 'alice', status: '1' });
    expect(JSON.stringify(getSession())).not.toContain('hunter2');
  });

  it('returns the same object until the session changes, and tells subscribers when it does', () => {
    setSession({ token: 't', status: '1' });
    const first = getSession();
    expect(getSession()).toBe(first);
    let calls = 0;
    const stop = subscribeSession(() => calls++);
    clearSession();
    expect(getSession()).toBeNull();
    expect(calls).toBe(1);
    stop();
  });

  it('keeps the failed request’s id for the member to quote, from the body or the header, until dismissed', async () => {
    await apiGet(`${base}/boom-with-id`);
    expect(getServerErrorReference()).toBe('req-in-body');
    clearServerError();
    expect(getServerErrorReference()).toBeNull();
    await apiPost(`${base}/gateway`, { amount: '1' });
    expect([getServerError(), getServerErrorReference()]).toEqual([true, 'req-in-header']);
    clearServerError();
    await apiGet('http://127.0.0.1:1/unreachable');
    expect([getServerError(), getServerErrorReference()]).toEqual([true, null]);
  });
});
