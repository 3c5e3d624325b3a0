import './theme/global.css';
import { QueryClient } from '@tanstack/react-query';
import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { installSessionExpiry } from './app/sessionExpiry';
import { bindThemeSettings } from './app/themeSettings';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
const router = createAppRouter();

// The server puts a fresh style nonce in index.html; the one <style> element a dialog's scroll lock writes
// carries it, so the page's strict style-src can stay as it is.
const styleNonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content');
if (styleNonce && !styleNonce.startsWith('__')) setNonce(styleNonce);

installSessionExpiry((to) => router.navigate(to), queryClient);
bindThemeSettings();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
