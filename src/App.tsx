import { DirectionProvider } from '@radix-ui/react-direction';
import { lazy, type ReactNode, Suspense, useEffect, useSyncExternalStore } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router-dom';
import {
  clearServerError,
  getServerError,
  getServerErrorReference,
  subscribeServerError,
} from './api/client';
import { FallbackErrorDialog } from './app/FallbackErrorDialog';
import { RouteErrorBoundary } from './app/RouteFallback';
import { routes } from './app/routes';
import { useThemeSettings } from './theme';
import { ToastHost } from './ui/ToastHost/ToastHost';
import { ToastsFollowPages } from './ui/ToastHost/ToastsFollowPages';

// The modal (and the dialog primitive under it) loads only when a server error happens. If its code cannot
// be fetched either, the browser's own dialog says the same and offers the same way out.
const ErrorModal = lazy(() =>
  import('./ui/ErrorModal/ErrorModal')
    .then((module) => ({ default: module.ErrorModal }))
    .catch(() => ({ default: FallbackErrorDialog })),
);

/**
 * Navigation for code outside React (the session-expiry redirect). The declarative router keeps the initial
 * JavaScript of every route small; the data router's loaders and actions are not used.
 */
export interface AppNavigator {
  navigate: (to: string) => void;
}

export function createAppNavigator(): AppNavigator & { bind: (navigate: (to: string) => void) => void } {
  let current: ((to: string) => void) | null = null;
  let waiting: string | null = null;
  return {
    navigate: (to) => {
      if (current) current(to);
      else waiting = to;
    },
    bind: (navigate) => {
      current = navigate;
      if (waiting !== null) {
        const to = waiting;
        waiting = null;
        navigate(to);
      }
    },
  };
}

function AppRoutes({ navigator }: { navigator: ReturnType<typeof createAppNavigator> }) {
  const navigate = useNavigate();
  useEffect(() => navigator.bind((to) => navigate(to)), [navigator, navigate]);
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** "It's us, not you", bound to the API client's record of a server-side failure. */
function ServerErrorModal() {
  const open = useSyncExternalStore(subscribeServerError, getServerError, getServerError);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ErrorModal
        open
        reference={getServerErrorReference()}
        onOpenChange={(next) => (next ? undefined : clearServerError())}
      />
    </Suspense>
  );
}

export type AppProps = {
  navigator: ReturnType<typeof createAppNavigator>;
  /** Fixes the direction (tests); by default it follows the member's theme settings. */
  dir?: 'ltr' | 'rtl';
  /** Wraps the pages in their router: the browser's history by default; a fixed location at build time. */
  router?: (pages: ReactNode) => ReactNode;
};

const inBrowser = (pages: ReactNode) => <BrowserRouter>{pages}</BrowserRouter>;

export function App({ navigator, dir, router = inBrowser }: AppProps) {
  const settings = useThemeSettings();
  return (
    <DirectionProvider dir={dir ?? settings.direction}>
      {router(
        <>
          <AppRoutes navigator={navigator} />
          <ToastsFollowPages />
        </>,
      )}
      <ToastHost />
      <ServerErrorModal />
    </DirectionProvider>
  );
}
