import type { Decorator } from '@storybook/react-vite';
import { clearSession, type Session, setSession } from '../../api/session';
import { installSessionExpiry } from '../../app/sessionExpiry';
import { ToastHost } from '../../ui';

/** The screen's own queries answer through React Query; a busy test machine may need more than a second. */
export const patient = { timeout: 5000 };

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A wired screen shows its toasts beside it, as the app's layout does. */
export const withToasts: Decorator = (Story) => (
  <>
    <Story />
    <ToastHost />
  </>
);

/** A request as the server would receive it: a JSON body parsed, a multipart body listed by part. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  /** The Content-Type the client set (null when it left it to the browser, as for multipart). */
  contentType: string | null;
}

/** A multipart file part, as far as a story needs to tell which file went. */
export interface SentFile {
  file: string;
  type: string;
  size: number;
}

function bodyOf(init: RequestInit | undefined): unknown {
  const body = init?.body;
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
 * A fake network for the stories of one wired screen, signed in as `username` (with `session` added, e.g. its
 * auth_type). `serve(answer)` is a story's `beforeEach`: it answers every API call by its path (query
 * included) and records in `asked` what the screen asked for (decoded), in `sent` every request other than a
 * GET (`sentTo(method, path)` finds any request, GETs included), and in `navigated` where an expired sign-in
 * sent the member.
 */
export function fakeNetwork(username = 'demo', session: Partial<Session> = {}) {
  const asked: string[] = [];
  const requests: SentRequest[] = [];
  const sent: SentRequest[] = [];
  const navigated: string[] = [];
  const serve = (answer: (path: string, request: SentRequest) => Response | Promise<Response>) => () => {
    asked.length = 0;
    requests.length = 0;
    sent.length = 0;
    navigated.length = 0;
    setSession({ token: 'story-token', status: '1', username, ...session });
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      const path = `${url.pathname.replace(/^\/api\//, '')}${url.search}`;
      asked.push(decodeURIComponent(path.replace(/\+/g, ' ')));
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const contentType = new Headers(init?.headers).get('content-type');
      const request = { method, path, body: bodyOf(init), contentType };
      requests.push(request);
      if (method !== 'GET') sent.push(request);
      return answer(path, request);
    };
    const uninstall = installSessionExpiry(
      (to) => navigated.push(to),
      () => undefined,
    );
    return () => {
      window.fetch = realFetch;
      uninstall();
      clearSession();
    };
  };
  /** The requests sent with this method to this path, oldest first. */
  const sentTo = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { asked, sent, sentTo, navigated, serve };
}
