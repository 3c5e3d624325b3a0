import './theme/global.css';
import { setNonce } from 'get-nonce';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppNavigator } from './App';
import { getSession } from './api/session';
import { AppTree } from './app/AppTree';
import { routePreloads, startRouteRequests } from './app/routes';
import { installSessionExpiry } from './app/sessionExpiry';
import { bindThemeSettings } from './app/themeSettings';
import { THEME_STORAGE_KEY } from './theme/settings';

const navigator = createAppNavigator();

// The server puts a fresh style nonce in index.html; the one <style> element a dialog's scroll lock writes
// carries it, so the page's strict style-src can stay as it is.
const styleNonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (styleNonce && !styleNonce.startsWith('__')) setNonce(styleNonce);

// A 401 only comes back to a page that reads through the cache, so the cache is loaded by then.
installSessionExpiry(
  (to) => navigator.navigate(to),
  () => void import('./api/queryClient').then(({ queryClient }) => queryClient.clear()),
);
bindThemeSettings();

if (getSession()) startRouteRequests(window.location.pathname);
// Each part of the route's code is asked for in a task of its own: the links the loader writes into the page
// for a part's files cost a phone some ten milliseconds each, and written all at once, within the entry's
// evaluation, they made its longest task.
const screens = Promise.all(
  routePreloads(window.location.pathname).map(
    (preload) => new Promise((resolve) => setTimeout(() => resolve(preload()), 0)),
  ),
);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <AppTree root={container}>
    <App navigator={navigator} />
  </AppTree>
);
// A page may arrive drawn (src/entry-prerender.tsx): a public page as a signed-out visitor with the default
// theme sees it at its bare address, or a member page's shell (header, menu and the page's skeleton, naming
// no one). The app takes such a public page over in place. A shell, or a page a member, theme settings of
// one's own or a query (a sponsor's link) would show otherwise, it replaces in its first frame.
const drawn = container.dataset.drawn;
const drawnAsSeen =
  drawn === 'page' &&
  getSession() === null &&
  globalThis.localStorage?.getItem(THEME_STORAGE_KEY) == null &&
  window.location.search === '';
if (drawn) {
  // A page drawn otherwise than it will be seen takes nothing until it is replaced: a tap on it would be lost.
  if (!drawnAsSeen) container.inert = true;
  // With the page's screens loaded first, the app draws the whole page in one pass, so what was drawn stays
  // on screen until then instead of giving way to a loading state.
  const start = () =>
    drawnAsSeen ? hydrateRoot(container, app) : startTransition(() => createRoot(container).render(app));
  void screens.then(start, start);
} else {
  createRoot(container).render(app);
}
