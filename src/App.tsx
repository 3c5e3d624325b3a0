import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { clearServerError, getServerError, subscribeServerError } from './api/client';
import { RouteError } from './app/RouteFallback';
import { routes } from './app/routes';
import { useThemeSettings } from './theme';
import { ToastHost } from './ui/ToastHost/ToastHost';

// The modal (and the dialog primitive under it) loads only when a server error happens. If its code cannot
// be fetched either, the page-level error view says the same and offers the same way out.
const ErrorModal = lazy(() =>
  import('./ui/ErrorModal/ErrorModal')
    .then((module) => ({ default: module.ErrorModal }))
    .catch(() => ({ default: RouteError })),
);

export { memberScreens, routes } from './app/routes';

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** "It's us, not you", bound to the API client's record of a server-side failure. */
function ServerErrorModal() {
  const open = useSyncExternalStore(subscribeServerError, getServerError, getServerError);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal open onOpenChange={(next) => (next ? undefined : clearServerError())} />
    </Suspense>
  );
}

export type AppProps = {
  router: AppRouter;
  queryClient: QueryClient;
  /** Fixes the direction (tests); by default it follows the member's theme settings. */
  dir?: 'ltr' | 'rtl';
};

export function App({ router, queryClient, dir }: AppProps) {
  const settings = useThemeSettings();
  return (
    <QueryClientProvider client={queryClient}>
      <DirectionProvider dir={dir ?? settings.direction}>
        <RouterProvider router={router} />
        <ToastHost />
        <ServerErrorModal />
      </DirectionProvider>
    </QueryClientProvider>
  );
}
