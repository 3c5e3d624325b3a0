import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];

/** Starts `server/main.ts` as an operator would, with a clean environment plus `env`. */
export function launchServer(env: Record<string, string>): ServerProcess {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SMTP_URL: '',
      PIN_PEPPER: '',
      OPERATOR_KEY: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
      // No development chain unless a test asks for one: each would start a node of its own.
      DEV_CHAIN: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, output: () => output, exited };
}

export async function untilRunning(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!server.output().includes('Tessera is running at')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within 60 s:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The exit code; a server still running after `ms` is killed, so it cannot hold the port for the next test. */
export function exitWithin(server: ServerProcess, ms: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    server.exited.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        server.child.kill('SIGKILL');
        reject(new Error(`still running after ${ms} ms:\n${server.output()}`));
      }, ms);
    }),
  ]);
}

/** Starts, waits until it serves, and stops it cleanly again. */
export async function startAndStop(env: Record<string, string>): Promise<string> {
  const server = launchServer(env);
  await untilRunning(server);
  server.child.kill('SIGTERM');
  if ((await exitWithin(server, 20_000)) !== 0) throw new Error(`unclean stop:\n${server.output()}`);
  return server.output();
}

/** Kills whatever a test file left running. */
export function killLaunchedServers(): void {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** A port nothing listens on at this moment. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  text: string;
}

/** One request on its own connection, so nothing pooled outlives a killed server. */
export function call(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((done, fail) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api/${path}`,
        agent: false,
        timeout: 15_000,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {}
          done({ status: res.statusCode ?? 0, headers: res.headers, body, text });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('request timed out')));
    req.on('error', fail);
    req.end(payload);
  });
}
