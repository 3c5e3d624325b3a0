import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router-dom';
import { App, createAppNavigator } from './App';
import { clearSession, setSession } from './api/session';
import { AppTree } from './app/AppTree';
import { preloadRoute, routes } from './app/routes';

/**
 * Pages rendered at build time so they arrive drawn. A public page is drawn as a first-time visitor sees it
 * (signed out, the default theme): the browser paints it from the HTML, then the app hydrates it in place. A
 * form on such a page takes typing at once and keeps it through the takeover (useEarlyInput), but sends
 * nothing until then (useMounted). A member's page is drawn as its shell: the header, the menu and the page's
 * skeleton, naming no one; the app replaces a shell with the member's own page in its first frame.
 */
export type Drawn = 'page' | 'shell';

/** Paths under /user with a screen of their own (no parameters, no catch-all). */
function memberPaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    const own = route.handle && route.path && path.startsWith('/user/') && !/[:*]/.test(path) ? [path] : [];
    return [...own, ...memberPaths(route.children ?? [], path)];
  });
}

/** Every path of the app's routes, with `:name` for a parameter and a final `*` for any rest. */
function routePaths(list: readonly RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    return [...(route.path ? [path] : []), ...routePaths(route.children ?? [], path)];
  });
}

/**
 * The paths the app draws a page of its own for; the server answers any other with 404 and the drawn
 * not-found page. The last resort of the app's routes (`/*`, its own not-found page) is left out.
 */
export const appPaths: readonly string[] = routePaths(routes).filter((path) => path !== '/*');

/** Drawn at build time for any path the app does not know. */
const NOT_FOUND_PATH = '/this-page-does-not-exist';

/**
 * Path → file under dist/prerendered and how it is drawn. The server finds a page by its path: '/' is
 * `_root`, a public page its one word, a member's page `user/<word>`, and `_notfound` is for every path the
 * app does not know. The e-mail verification page names the member waiting for it, and is drawn as its shell.
 */
export const prerenderedPages: Readonly<Record<string, { file: string; drawn: Drawn }>> = {
  '/': { file: '_root', drawn: 'page' },
  '/login': { file: 'login', drawn: 'page' },
  '/register': { file: 'register', drawn: 'page' },
  '/terms': { file: 'terms', drawn: 'page' },
  '/privacy': { file: 'privacy', drawn: 'page' },
  '/fees': { file: 'fees', drawn: 'page' },
  '/reserves': { file: 'reserves', drawn: 'page' },
  '/earn-details': { file: 'earn-details', drawn: 'page' },
  '/nft-list': { file: 'nft-list', drawn: 'page' },
  '/verifyEmail': { file: 'verifyEmail', drawn: 'shell' },
  [NOT_FOUND_PATH]: { file: '_notfound', drawn: 'shell' },
  ...Object.fromEntries(
    memberPaths(routes).map((path) => [path, { file: path.slice(1), drawn: 'shell' as Drawn }]),
  ),
};

/** A session naming no one, for drawing a member's page as its shell. */
const nobody = { token: 'shell', status: '1', username: '', refcode: '', email: '' };

/** The markup of `<div id="root">` for `path`, once every lazily loaded screen on it has arrived. */
export async function renderPage(path: string, drawn: Drawn): Promise<string> {
  await preloadRoute(path);
  const atPath = (pages: ReactNode) => <StaticRouter location={path}>{pages}</StaticRouter>;
  if (drawn === 'shell') setSession(nobody);
  try {
    const { prelude } = await prerender(
      <AppTree root={null}>
        <App navigator={createAppNavigator()} router={atPath} />
      </AppTree>,
      // Never outlined into a later chunk: that would need an inline script, which the page's policy refuses.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    clearSession();
  }
}
