import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { errorCode, errorMessage, errorText } from '../errors';

/** What every operator command shares: the key, the server's address, calls and option parsing. */

/** What a command needs from the outside world; tests hand in their own. */
export interface CliContext {
  baseUrl: string;
  key: () => string;
  out: (line: string) => void;
  /** OPERATOR_PASSWORD, for commands that set one; read only by them. */
  operatorPassword?: () => string | undefined;
  /**
   * Keeps a new operator key where the key was read from (null removes it); answers the file's path, or null
   * when the key came from OPERATOR_KEY, which only its owner can change.
   */
  saveKey?: (key: string | null) => string | null;
}

export class CliError extends Error {
  override name = 'CliError';
}

export interface Command {
  usage: string;
  summary: string;
  run(args: string[], ctx: CliContext): Promise<void>;
}

const keyFile = (env: NodeJS.ProcessEnv) => join(resolve(env.DATA_DIR?.trim() || './data'), 'operator.key');

export function saveKey(env: NodeJS.ProcessEnv): (key: string | null) => string | null {
  return (key) => {
    if (env.OPERATOR_KEY?.trim()) return null;
    const path = keyFile(env);
    if (key === null) rmSync(path, { force: true });
    else writeFileSync(path, `${key}\n`, { mode: 0o600 });
    return path;
  };
}

export function readKey(env: NodeJS.ProcessEnv): () => string {
  return () => {
    const fromEnv = env.OPERATOR_KEY?.trim();
    if (fromEnv) return fromEnv;
    const path = keyFile(env);
    try {
      const key = readFileSync(path, 'utf8').trim();
      if (key) return key;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') {
        throw new CliError(`Cannot read the operator key from ${path}: ${errorMessage(error)}`);
      }
    }
    throw new CliError(
      `No operator key: set OPERATOR_KEY, or DATA_DIR to the server's data folder (looked in ${path}). ` +
        'The server writes operator.key there on its first start.',
    );
  };
}

export async function call<T>(
  ctx: CliContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const url = `${ctx.baseUrl}/api/operator/${path}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${ctx.key()}`,
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    if (error instanceof CliError) throw error;
    throw new CliError(`Cannot reach Tessera at ${ctx.baseUrl}: is it running? (npm start)`);
  }
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    throw new CliError(
      `Tessera refused the operator key (${errorText(payload, 'message') ?? 'unauthorised'}). ` +
        'Check OPERATOR_KEY, or that DATA_DIR points at the data folder of the server at this address.',
    );
  }
  if (!response.ok || payload === null) {
    throw new CliError(
      errorText(payload, 'message') ?? `Tessera answered ${response.status} ${response.statusText}`,
    );
  }
  // The answer is the route's response as the contract describes it: the command names which.
  return payload as T;
}

/** Every value of an option that may be given more than once (`--image a.png --image b.png`). */
export function takeOptions(args: string[], name: string): { values: string[]; rest: string[] } {
  const values: string[] = [];
  let rest = args;
  for (;;) {
    const taken = takeFirst(rest, name);
    if (taken.value === undefined) return { values, rest };
    values.push(taken.value);
    rest = taken.rest;
  }
}

function takeFirst(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const at = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  const arg = args[at];
  if (arg === undefined) return { value: undefined, rest: args };
  const value = arg === name ? args[at + 1] : arg.slice(name.length + 1);
  if (value === undefined) throw new CliError(`${name} needs a value`);
  return { value, rest: [...args.slice(0, at), ...args.slice(at + (arg === name ? 2 : 1))] };
}

/** A switch without a value (`--pinned`). */
export function takeFlag(args: string[], name: string): { on: boolean; rest: string[] } {
  const rest = args.filter((arg) => arg !== name);
  return { on: rest.length !== args.length, rest };
}

export function takeOption(args: string[], name: string): { value: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let value: string | undefined;
  let isValue = false;
  for (const [i, arg] of args.entries()) {
    if (isValue) {
      isValue = false;
    } else if (arg === name) {
      value = args[i + 1];
      if (value === undefined) throw new CliError(`${name} needs a value`);
      isValue = true;
    } else if (arg.startsWith(`${name}=`)) {
      value = arg.slice(name.length + 1);
    } else {
      rest.push(arg);
    }
  }
  return { value, rest };
}

export function oneUsername(args: string[], usage: string): string {
  if (args.length !== 1 || !args[0]) throw new CliError(`Usage: npm run operator -- ${usage}`);
  return args[0];
}

/** `--page N` of a list command, checked as the server checks it. */
export function takePage(args: string[]): { page: string | undefined; rest: string[] } {
  const { value, rest } = takeOption(args, '--page');
  if (value !== undefined && !/^[1-9][0-9]{0,6}$/.test(value)) {
    throw new CliError('--page must be a whole number from 1');
  }
  return { page: value, rest };
}

/** Where a page of a list stands, as the back office says it, and how to reach the next. */
export function pageLines(
  answer: { from: number | null; to: number | null; total: number; current_page: number; last_page: number },
  command: string,
): string[] {
  if (answer.total === 0 || answer.from === null) return [];
  const lines = [`Showing ${answer.from} to ${answer.to} of ${answer.total} results`];
  if (answer.current_page < answer.last_page) {
    lines.push(`Next: npm run operator -- ${command} --page ${answer.current_page + 1}`);
  }
  return lines;
}
