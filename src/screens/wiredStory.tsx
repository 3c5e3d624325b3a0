import type { Decorator } from '@storybook/react-vite';
import { clearSession, setSession } from '../api/session';
import { installSessionExpiry } from '../app/sessionExpiry';
import { ToastHost } from '../ui';

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

/** A request a wired screen sent that was not a GET: its method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

function bodyOf(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? null;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/**
 * A fake network for the stories of one wired screen, signed in as `username`. `serve(answer)` is a story's
 * `beforeEach`: it answers every API call by its path (query included) and records in `asked` what the screen
 * asked for (decoded), in `sent` every request other than a GET with its body, and in `navigated` where an
 * expired sign-in sent the member.
 */
export function fakeNetwork(username = 'demo') {
  const asked: string[] = [];
  const sent: SentRequest[] = [];
  const navigated: string[] = [];
  const serve = (answer: (path: string, request: SentRequest) => Response | Promise<Response>) => () => {
    asked.length = 0;
    sent.length = 0;
    navigated.length = 0;
    setSession({ token: 'story-token', status: '1', username });
    const realFetch = window.fetch;
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      const path = `${url.pathname.replace(/^\/api\//, '')}${url.search}`;
      asked.push(decodeURIComponent(path.replace(/\+/g, ' ')));
      const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
      const request = { method, path, body: bodyOf(init) };
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
  return { asked, sent, navigated, serve };
}
