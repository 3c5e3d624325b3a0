import { DirectionProvider } from '@radix-ui/react-direction';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { clearServerError, getServerError, subscribeServerError } from './api/client';
import { routes } from './app/routes';
import { useThemeSettings } from './theme';
import { ErrorModal, ToastHost } from './ui';

export { memberScreens, routes } from './app/routes';

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;

/** "It's us, not you", bound to the API client's record of a server-side failure. */
function ServerErrorModal() {
  const open = useSyncExternalStore(subscribeServerError, getServerError, getServerError);
  return <ErrorModal open={open} onOpenChange={(next) => (next ? undefined : clearServerError())} />;
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
