import './theme/global.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppNavigator } from './App';
import { getSession } from './api/session';
import { preloadRoute } from './app/routes';
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
  () => void import('./app/queryClient').then(({ queryClient }) => queryClient.clear()),
);
bindThemeSettings();

const screens = preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App navigator={navigator} />
  </StrictMode>
);
// A public page arrives drawn as a signed-out visitor with the default theme sees it at its bare address
// (src/entry-prerender.tsx): the app takes it over in place. A member signed in, theme settings of one's own or
// a query (a sponsor's link) show something else on the first frame, so then the app draws the page afresh.
const drawnAsSeen =
  getSession() === null &&
  globalThis.localStorage?.getItem(THEME_STORAGE_KEY) == null &&
  window.location.search === '';
if (container.hasChildNodes() && drawnAsSeen) {
  // With the page's screens loaded first, the app takes the whole page over in one pass.
  void screens.then(
    () => hydrateRoot(container, app),
    () => hydrateRoot(container, app),
  );
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
