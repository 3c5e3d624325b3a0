import type { Session } from '../../api/session';
import { setSession } from '../../api/session';
import { fakeNetwork } from '../wiredStory';

/** One request as the server would receive it: a JSON body parsed, a multipart body listed by part. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  contentType: string | null;
}

/** A multipart file part, as far as a story needs to tell which file went. */
export interface SentFile {
  file: string;
  type: string;
  size: number;
}

function readBody(body: unknown): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) {
    const parts: Record<string, string | SentFile> = {};
    for (const [name, value] of body.entries()) {
      parts[name] =
        typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size };
    }
    return parts;
  }
  return body ?? null;
}

/**
 * `fakeNetwork`, plus what each request carried: `sent` lists method, path, body and the Content-Type the
 * client set, so a story can prove the payload fields. `session` adds to the signed-in session (e.g. auth_type).
 */
export function recordingNetwork(username = 'demo', session: Partial<Session> = {}) {
  const network = fakeNetwork(username);
  const sent: SentRequest[] = [];
  const serve = (answer: (path: string) => Response | Promise<Response>) => {
    const install = network.serve(answer);
    return () => {
      sent.length = 0;
      const uninstall = install();
      setSession(session);
      const inner = window.fetch;
      window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
        sent.push({
          method: (init?.method ?? 'GET').toUpperCase(),
          path: `${url.pathname.replace(/^\/api\//, '')}${url.search}`,
          body: readBody(init?.body),
          contentType: new Headers(init?.headers).get('content-type'),
        });
        return inner(input, init);
      };
      return () => {
        window.fetch = inner;
        uninstall();
      };
    };
  };
  /** The requests sent with this method to this path, oldest first. */
  const sentTo = (method: string, path: string) =>
    sent.filter((request) => request.method === method && request.path === path);
  return { ...network, serve, sent, sentTo };
}
