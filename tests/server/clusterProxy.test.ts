import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningProxy, startProxy } from '../../server/cluster/proxy';

/** An instance stand-in: answers its name, echoes what it received, streams events, and says if it is ready. */
interface FakeInstance {
  name: string;
  url: string;
  ready: boolean;
  /** Requests other than health checks, in order. */
  served: string[];
  healthChecks: number;
  /** Ends the event stream it holds open. */
  endStream: () => void;
  streamEnded: boolean;
  /** Drop, unanswered, every request after the first on a connection, as an instance closing idle ones would. */
  dropReused: boolean;
  stop: () => Promise<void>;
}

const opened: Array<{ stop: () => Promise<void> }> = [];

async function fakeInstance(name: string, ready = true): Promise<FakeInstance> {
  const sockets = new Set<Socket>();
  const instance: FakeInstance = {
    name,
    url: '',
    ready,
    served: [],
    healthChecks: 0,
    endStream: () => {},
    streamEnded: false,
    dropReused: false,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
  const server = http.createServer((request, response) => {
    if (request.url === '/api/health/ready') {
      instance.healthChecks++;
      response.writeHead(instance.ready ? 200 : 503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ ready: instance.ready }));
      return;
    }
    const socket = request.socket as Socket & { answered?: number };
    socket.answered = (socket.answered ?? 0) + 1;
    if (instance.dropReused && socket.answered > 1) {
      socket.destroy();
      return;
    }
    instance.served.push(`${request.method} ${request.url}`);
    if (request.url === '/api/events') {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      response.write('event: ticket\ndata: {"ticket_id":7}\n\n');
      instance.endStream = () => {
        instance.streamEnded = true;
        response.end('event: announcement\ndata: {"announcement_id":3}\n\n');
      };
      return;
    }
    if (request.url === '/api/crash') {
      request.socket.destroy();
      return;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      hash.update(chunk);
    });
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          name,
          bytes,
          sha256: hash.digest('hex'),
          forwardedFor: request.headers['x-forwarded-for'] ?? null,
        }),
      );
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  instance.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  opened.push(instance);
  return instance;
}

async function proxyTo(instances: FakeInstance[], checkIntervalMs = 50): Promise<RunningProxy> {
  const proxy = await startProxy({
    port: 0,
    host: '127.0.0.1',
    upstreams: instances.map((instance) => instance.url),
    checkIntervalMs,
  });
  opened.push({ stop: proxy.close });
  return proxy;
}

interface Answer {
  name: string;
  bytes: number;
  sha256: string;
  forwardedFor: string | null;
}

async function ask(url: string, init?: RequestInit): Promise<Answer> {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.stop();
});

describe('the cluster proxy', () => {
  it('sends requests to the ready instances in turn', async () => {
    const instances = await Promise.all(['one', 'two', 'three'].map((name) => fakeInstance(name)));
    const proxy = await proxyTo(instances);

    const names: string[] = [];
    for (let i = 0; i < 6; i++) names.push((await ask(`${proxy.url}/api/dashboard`)).name);

    expect(names).toEqual(['one', 'two', 'three', 'one', 'two', 'three']);
  });

  it('sends nothing to an instance whose readiness check answers 503', async () => {
    const ready = await fakeInstance('ready');
    const starting = await fakeInstance('starting', false);
    const proxy = await proxyTo([ready, starting]);

    for (let i = 0; i < 6; i++) expect((await ask(`${proxy.url}/api/user`)).name).toBe('ready');

    expect(starting.served).toEqual([]);
    expect(starting.healthChecks).toBeGreaterThan(0);
    expect(proxy.readyUpstreams()).toEqual([ready.url]);
  });

  it('starts sending to an instance once it becomes ready, and stops when it no longer is', async () => {
    const first = await fakeInstance('first');
    const late = await fakeInstance('late', false);
    const proxy = await proxyTo([first, late]);

    late.ready = true;
    await expect.poll(() => proxy.readyUpstreams(), { timeout: 2000 }).toHaveLength(2);
    const names = new Set<string>();
    for (let i = 0; i < 4; i++) names.add((await ask(`${proxy.url}/api/user`)).name);
    expect(names).toEqual(new Set(['first', 'late']));

    late.ready = false;
    await expect.poll(() => proxy.readyUpstreams(), { timeout: 2000 }).toEqual([first.url]);
    const servedBefore = late.served.length;
    for (let i = 0; i < 4; i++) expect((await ask(`${proxy.url}/api/user`)).name).toBe('first');
    expect(late.served).toHaveLength(servedBefore);
  });

  it('answers 503 in the error shape with Retry-After when no instance is ready', async () => {
    const proxy = await proxyTo([await fakeInstance('a', false), await fakeInstance('b', false)]);

    const response = await fetch(`${proxy.url}/api/dashboard`);

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({
      message: 'No instance is ready to serve; please try again in a moment.',
    });
  });

  it('serves a request from another instance when one it thought ready refuses the connection', async () => {
    const alive = await fakeInstance('alive');
    const gone = await fakeInstance('gone');
    // Checks far apart, so the proxy still counts the stopped instance ready when the requests come.
    const proxy = await proxyTo([gone, alive], 60_000);
    expect(proxy.readyUpstreams()).toHaveLength(2);
    await gone.stop();

    const body = randomBytes(256 * 1024);
    const first = await ask(`${proxy.url}/api/transfer`, { method: 'POST', body });
    expect(first).toMatchObject({ name: 'alive', bytes: body.length });
    expect(first.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    for (let i = 0; i < 3; i++) expect((await ask(`${proxy.url}/api/user`)).name).toBe('alive');
    expect(proxy.readyUpstreams()).toEqual([alive.url]);
  });

  it('answers 502 in the error shape when an instance drops the connection without answering', async () => {
    const proxy = await proxyTo([await fakeInstance('crashing')]);

    const response = await fetch(`${proxy.url}/api/crash`, { method: 'POST', body: 'x' });

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: 'The instance could not answer; please try again.' });
  });

  it('sends a read again on a new connection when the instance closed the kept-alive one, but never a write', async () => {
    const instance = await fakeInstance('closing idle connections');
    instance.dropReused = true;
    const proxy = await proxyTo([instance]);

    for (let i = 0; i < 3; i++) expect((await ask(`${proxy.url}/api/user`)).name).toBe(instance.name);
    const write = await fetch(`${proxy.url}/api/transfer`, { method: 'POST', body: '{"amount":"5"}' });

    expect(write.status).toBe(502);
    expect(instance.served).toEqual(['GET /api/user', 'GET /api/user', 'GET /api/user']);
  });

  it('passes a server-sent event on before the instance ends the stream', async () => {
    const instance = await fakeInstance('events');
    const proxy = await proxyTo([instance]);

    const response = await fetch(`${proxy.url}/api/events`);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const firstEvent = async () => {
      while (!received.includes('\n\n')) received += decoder.decode((await reader.read()).value);
    };
    const late = new Promise((_, fail) => setTimeout(() => fail(new Error('no event within 2 s')), 2000));
    await Promise.race([firstEvent(), late]);

    expect(received).toBe('event: ticket\ndata: {"ticket_id":7}\n\n');
    expect(instance.streamEnded).toBe(false);

    instance.endStream();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      received += decoder.decode(chunk.value);
    expect(received).toContain('event: announcement');
  });

  it('streams a 10 MB upload through intact', async () => {
    const proxy = await proxyTo([await fakeInstance('uploads')]);
    const body = randomBytes(10 * 1024 * 1024);

    const answer = await ask(`${proxy.url}/api/change-picture`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
    });

    expect(answer.bytes).toBe(body.length);
    expect(answer.sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it("adds the client's address to X-Forwarded-For", async () => {
    const proxy = await proxyTo([await fakeInstance('limits')]);

    expect((await ask(`${proxy.url}/api/pre-login`)).forwardedFor).toBe('127.0.0.1');
    const relayed = await ask(`${proxy.url}/api/pre-login`, {
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(relayed.forwardedFor).toBe('203.0.113.9, 127.0.0.1');
  });

  it('stops checking and listening once closed', async () => {
    const instance = await fakeInstance('closing');
    const proxy = await proxyTo([instance]);
    opened.pop();

    await proxy.close();
    const checks = instance.healthChecks;
    await new Promise((done) => setTimeout(done, 200));

    expect(instance.healthChecks).toBe(checks);
    await expect(fetch(`${proxy.url}/api/user`)).rejects.toThrow();
  });
});
