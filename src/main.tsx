import './theme/global.css';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppNavigator } from './App';
import { preloadRoute } from './app/routes';
import { installSessionExpiry } from './app/sessionExpiry';
import { bindThemeSettings } from './app/themeSettings';

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

preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App navigator={navigator} />
  </StrictMode>,
);
