import { type ReactNode, StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App, createAppNavigator } from './App';
import { preloadRoute } from './app/routes';

/**
 * The public pages as a first-time visitor sees them (signed out, the default theme), rendered at build time
 * so the page arrives drawn: the browser paints it from the HTML, then the app hydrates it in place. A form on
 * such a page stays disabled until then (useMounted), so nothing typed is lost and the browser never sends it
 * on its own.
 */
/** Path → file name under dist/prerendered (the server finds a page by its one-word path; '/' is `_root`). */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': '_root',
  '/login': 'login',
  '/register': 'register',
  '/terms': 'terms',
  '/privacy': 'privacy',
};

/** The markup of `<div id="root">` for `path`, once every lazily loaded screen on it has arrived. */
export async function renderPage(path: string): Promise<string> {
  await preloadRoute(path);
  const atPath = (pages: ReactNode) => <StaticRouter location={path}>{pages}</StaticRouter>;
  const { prelude } = await prerender(
    <StrictMode>
      <App navigator={createAppNavigator()} router={atPath} />
    </StrictMode>,
    // Never outlined into a later chunk: that would need an inline script, which the page's policy refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
