import { vi } from 'vitest';
import { runCli } from '../../server/cli/operator';
import type { TestContext } from './harness';

/**
 * Sends the operator command line's HTTP calls to the app under test instead of the network: JSON bodies as
 * they are, multipart forms (files) encoded as a browser would send them.
 */
export function routeFetchTo(c: TestContext) {
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    let payload: string | Buffer | undefined;
    if (typeof init?.body === 'string') payload = init.body;
    else if (init?.body instanceof FormData) {
      const encoded = new Response(init.body);
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    }
    const res = await c.app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  });
}

/** The operator command line with `key`, its printed lines and errors collected. */
export function operatorCli(key: string) {
  const lines: string[] = [];
  const errors: string[] = [];
  const cli = (args: string[]) =>
    runCli(
      args,
      { TESSERA_URL: 'http://tessera.test', OPERATOR_KEY: key },
      (l) => lines.push(l),
      (l) => errors.push(l),
    );
  return { cli, lines, errors };
}
