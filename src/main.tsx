import './theme/global.css';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './App';
import { followSystemColorMode } from './app/colorMode';
import { installSessionExpiry } from './app/sessionExpiry';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
const router = createAppRouter();

installSessionExpiry((to) => router.navigate(to), queryClient);
followSystemColorMode();

const dir = document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} dir={dir} />
  </StrictMode>,
);
