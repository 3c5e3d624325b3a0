import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { getDashboard } from '../api/dashboard';
import { startEarly } from '../api/early';
import { ComingSoon } from '../screens/ComingSoon/ComingSoon';
import { NotFoundView } from '../screens/NotFound/NotFoundView';
import { RequireSession } from './RequireSession';
import { RouteErrorBoundary, RouteLoading } from './RouteFallback';

interface Screen {
  preload: () => Promise<unknown>;
  Lazy: LazyExoticComponent<ComponentType>;
}

type Loaded = { default: ComponentType };
/** Answers at once, unlike a promise: a lazy component whose code is already here draws without suspending. */
const answered = (module: Loaded) => ({
  // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable that answers at once synchronously.
  then: (take: (value: Loaded) => void) => take(module),
});

/**
 * A screen whose code loads on first use. `preload` starts the same download early and shares it with the
 * render, so the shell and the page's screen arrive together instead of one after the other. Once its code
 * is there the screen draws at once, without suspending: a page rendered at build time comes out whole, and
 * the browser takes it over in one pass.
 */
function named<K extends string>(loader: () => Promise<Record<K, ComponentType>>, name: K): Screen {
  let loading: Promise<Loaded> | undefined;
  let loaded: Loaded | undefined;
  const preload = () => {
    loading ??= loader().then(
      (module) => {
        loaded = { default: module[name] };
        return loaded;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // One component for the screen's whole life, so a page never remounts (and loses what was typed) once its
  // code has come.
  const Lazy = lazy(() => (loaded ? (answered(loaded) as unknown as Promise<Loaded>) : preload()));
  return { preload, Lazy };
}

function ScreenSlot({ screen }: { screen: Screen }) {
  return <screen.Lazy />;
}

// The back office, its sign-in page included, is one download apart from every member route: a member's
// first visit carries this one entry for it and none of its code.
const BackOffice = named(() => import('../screens/Operator/BackOffice'), 'BackOffice');

const QueryLayer = named(() => import('./QueryLayer'), 'QueryLayer');

// The shell loads apart from the entry: the full-page sign-in screens never download its header, sidebar
// and footer.
const AppLayout = named(() => import('../screens/Layout/AppLayout'), 'AppLayout');

const HomeScreen = named(() => import('../screens/Home/HomeScreen'), 'HomeScreen');
const TermsScreen = named(() => import('../screens/Policy/PolicyScreen'), 'TermsScreen');
const PrivacyScreen = named(() => import('../screens/Policy/PolicyScreen'), 'PrivacyScreen');
const LoginScreen = named(() => import('../screens/Login/LoginScreen'), 'LoginScreen');
const RegisterScreen = named(() => import('../screens/Register/RegisterScreen'), 'RegisterScreen');
const VerifyEmailScreen = named(
  () => import('../screens/VerifyEmail/VerifyEmailScreen'),
  'VerifyEmailScreen',
);
const NewUsernameScreen = named(
  () => import('../screens/NewUsername/NewUsernameScreen'),
  'NewUsernameScreen',
);

const DepositScreen = named(() => import('../screens/Deposit/DepositScreen'), 'DepositScreen');
const ReserveScreen = named(() => import('../screens/Reserve/ReserveScreen'), 'ReserveScreen');
const WithdrawScreen = named(() => import('../screens/Withdraw/WithdrawScreen'), 'WithdrawScreen');
const TransferScreen = named(() => import('../screens/Transfer/TransferScreen'), 'TransferScreen');
const TransactionsScreen = named(
  () => import('../screens/Transactions/TransactionsScreen'),
  'TransactionsScreen',
);
const ProfileScreen = named(() => import('../screens/Profile/ProfileScreen'), 'ProfileScreen');
const AccountScreen = named(() => import('../screens/Account/AccountScreen'), 'AccountScreen');
const PayoutsScreen = named(() => import('../screens/Payouts/PayoutsScreen'), 'PayoutsScreen');
const TeamScreen = named(() => import('../screens/Team/TeamScreen'), 'TeamScreen');
const LevelDetailsScreen = named(
  () => import('../screens/LevelDetails/LevelDetailsScreen'),
  'LevelDetailsScreen',
);
const ExploreScreen = named(() => import('../screens/Explore/ExploreScreen'), 'ExploreScreen');
const EarnScreen = named(() => import('../screens/Earn/EarnView'), 'EarnView');
const EarnDetailsScreen = named(() => import('../screens/EarnDetails/EarnDetailsView'), 'EarnDetailsView');
const NftListScreen = named(() => import('../screens/NftList/NftListView'), 'NftListView');
const SupportScreen = named(() => import('../screens/Support/SupportScreen'), 'SupportScreen');
const AnnouncementsScreen = named(
  () => import('../screens/Announcements/AnnouncementsScreen'),
  'AnnouncementsScreen',
);

/** Each screen fails on its own: the shell around a page whose code cannot load stays, with its menu. */
const page = (Screen: Screen) => (
  <RouteErrorBoundary>
    <Suspense fallback={<RouteLoading />}>
      <ScreenSlot screen={Screen} />
    </Suspense>
  </RouteErrorBoundary>
);

/** What a route's handle carries: its screen's download, and the request its page reads first, if any. */
interface RouteHandle extends Screen {
  early?: () => void;
}

/**
 * A route rendering a lazily loaded screen, marked so `preloadRoute` can start its download and
 * `startRouteRequests` the page's first request.
 */
const screen = (path: string, Screen: Screen, early?: () => void): RouteObject => ({
  path,
  element: page(Screen),
  handle: { ...Screen, early } satisfies RouteHandle,
});

/** Member screens a later release builds; each shows a clear "coming soon" panel until then. */
export const memberScreens: readonly { path: string; name: string }[] = [];

export const routes: RouteObject[] = [
  {
    children: [
      // The sign-in flows are full pages with their own way back home, outside the app shell.
      screen('/login', LoginScreen),
      screen('/verifyEmail', VerifyEmailScreen),
      screen('/newUsername', NewUsernameScreen),
      {
        element: page(QueryLayer),
        handle: QueryLayer,
        children: [screen('/register', RegisterScreen), screen('/operator/*', BackOffice)],
      },
      {
        element: page(AppLayout),
        handle: AppLayout,
        children: [
          // The public pages read nothing through the server-data cache, so a visitor never downloads it.
          { index: true, element: page(HomeScreen), handle: HomeScreen },
          screen('terms', TermsScreen),
          screen('privacy', PrivacyScreen),
          {
            path: 'user',
            element: <RequireSession />,
            children: [
              {
                element: page(QueryLayer),
                handle: QueryLayer,
                children: [
                  { index: true, element: <Navigate to="/user/explore" replace /> },
                  ...memberScreens.map(({ path, name }) => ({
                    path,
                    element: <ComingSoon screen={name} />,
                  })),
                  screen('explore', ExploreScreen),
                  screen('earn', EarnScreen),
                  screen('earn-details', EarnDetailsScreen),
                  screen('nft-list', NftListScreen),
                  screen('wallet', DepositScreen),
                  screen('manualDepositList', DepositScreen),
                  screen('reserve', ReserveScreen),
                  screen('withdraw', WithdrawScreen),
                  screen('transfer', TransferScreen),
                  screen('transaction', TransactionsScreen),
                  screen('profile', ProfileScreen),
                  screen('account', AccountScreen, () => startEarly('dashboard', getDashboard)),
                  screen('payouts', PayoutsScreen),
                  screen('Referralpayouts', PayoutsScreen),
                  screen('team', TeamScreen),
                  screen('levelDetails', LevelDetailsScreen),
                  screen('support', SupportScreen),
                  screen('message', AnnouncementsScreen),
                  screen('verifyEmail', VerifyEmailScreen),
                  { path: '*', element: <NotFoundView /> },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];

/** Starts downloading the code of every lazily loaded screen the address shows, all at once. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(
    (matchRoutes(routes, pathname) ?? []).map((match) =>
      (match.route.handle as RouteHandle | undefined)?.preload(),
    ),
  );
}

/**
 * Starts the request a member's page reads first, beside the download of its code rather than after it: the
 * page takes the answer when it draws (api/early).
 */
export function startRouteRequests(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? [])
    (match.route.handle as RouteHandle | undefined)?.early?.();
}
