import { Suspense } from 'react';
import { matchRoutes, Navigate, type RouteObject } from 'react-router-dom';
import { getDashboard } from '../api/dashboard';
import { startEarly } from '../api/early';
import { memberActivity } from '../screens/Layout/memberActivityCode';
import { NotFoundView } from '../screens/NotFound/NotFoundView';
import { type LazyNamed, lazyNamed } from '../ui/lazyNamed';
import { RedirectMember } from './RedirectMember';
import { RequireSession } from './RequireSession';
import { RouteErrorBoundary, RouteLoading } from './RouteFallback';

function ScreenSlot({ screen }: { screen: LazyNamed }) {
  return <screen.Lazy />;
}

// The back office, its sign-in page included, is one download apart from every member route: a member's
// first visit carries this one entry for it and none of its code.
const BackOffice = lazyNamed(() => import('../screens/Operator/BackOffice'), 'BackOffice');

const QueryLayer = lazyNamed(() => import('./QueryLayer'), 'QueryLayer');

// The shell loads apart from the entry: the full-page sign-in screens never download its header, sidebar
// and footer.
const AppLayout = lazyNamed(() => import('../screens/Layout/AppLayout'), 'AppLayout');

const HomeScreen = lazyNamed(() => import('../screens/Home/HomeScreen'), 'HomeScreen');
const TermsScreen = lazyNamed(() => import('../screens/Policy/PolicyScreen'), 'TermsScreen');
const PrivacyScreen = lazyNamed(() => import('../screens/Policy/PolicyScreen'), 'PrivacyScreen');
const FeesScreen = lazyNamed(() => import('../screens/Fees/FeesView'), 'FeesView');
const ReservesScreen = lazyNamed(() => import('../screens/Reserves/ReservesScreen'), 'ReservesScreen');
const LoginScreen = lazyNamed(() => import('../screens/Login/LoginScreen'), 'LoginScreen');
const RegisterScreen = lazyNamed(() => import('../screens/Register/RegisterScreen'), 'RegisterScreen');
const VerifyEmailScreen = lazyNamed(
  () => import('../screens/VerifyEmail/VerifyEmailScreen'),
  'VerifyEmailScreen',
);
const WithdrawAddressCancelScreen = lazyNamed(
  () => import('../screens/WithdrawAddressCancel/WithdrawAddressCancelScreen'),
  'WithdrawAddressCancelScreen',
);
const NewUsernameScreen = lazyNamed(
  () => import('../screens/NewUsername/NewUsernameScreen'),
  'NewUsernameScreen',
);

const DepositScreen = lazyNamed(() => import('../screens/Deposit/DepositScreen'), 'DepositScreen');
const ReserveScreen = lazyNamed(() => import('../screens/Reserve/ReserveScreen'), 'ReserveScreen');
const WithdrawScreen = lazyNamed(() => import('../screens/Withdraw/WithdrawScreen'), 'WithdrawScreen');
const TransferScreen = lazyNamed(() => import('../screens/Transfer/TransferScreen'), 'TransferScreen');
const TransactionsScreen = lazyNamed(
  () => import('../screens/Transactions/TransactionsScreen'),
  'TransactionsScreen',
);
const ProfileScreen = lazyNamed(() => import('../screens/Profile/ProfileScreen'), 'ProfileScreen');
const AccountScreen = lazyNamed(() => import('../screens/Account/AccountScreen'), 'AccountScreen');
const PayoutsScreen = lazyNamed(() => import('../screens/Payouts/PayoutsScreen'), 'PayoutsScreen');
const TeamScreen = lazyNamed(() => import('../screens/Team/TeamScreen'), 'TeamScreen');
const LevelDetailsScreen = lazyNamed(
  () => import('../screens/LevelDetails/LevelDetailsScreen'),
  'LevelDetailsScreen',
);
const ExploreScreen = lazyNamed(() => import('../screens/Explore/ExploreScreen'), 'ExploreScreen');
const EarnScreen = lazyNamed(() => import('../screens/Earn/EarnView'), 'EarnView');
const EarnDetailsScreen = lazyNamed(
  () => import('../screens/EarnDetails/EarnDetailsView'),
  'EarnDetailsView',
);
const NftListScreen = lazyNamed(() => import('../screens/NftList/NftListView'), 'NftListView');
const SupportScreen = lazyNamed(() => import('../screens/Support/SupportScreen'), 'SupportScreen');
const AnnouncementsScreen = lazyNamed(
  () => import('../screens/Announcements/AnnouncementsScreen'),
  'AnnouncementsScreen',
);

/** Each screen fails on its own: the shell around a page whose code cannot load stays, with its menu. */
const page = (Screen: LazyNamed) => (
  <RouteErrorBoundary>
    <Suspense fallback={<RouteLoading />}>
      <ScreenSlot screen={Screen} />
    </Suspense>
  </RouteErrorBoundary>
);

/** What a route's handle carries: its code's download, and the request its page reads first, if any. */
interface RouteHandle {
  preload: () => Promise<unknown>;
  early?: () => void;
}

/**
 * A route rendering a lazily loaded screen, marked so `preloadRoute` can start its download and
 * `startRouteRequests` the page's first request.
 */
const screen = (path: string, Screen: LazyNamed, early?: () => void): RouteObject => ({
  path,
  element: page(Screen),
  handle: { ...Screen, early } satisfies RouteHandle,
});

export const routes: RouteObject[] = [
  {
    children: [
      // The sign-in flows are full pages with their own way back home, outside the app shell.
      {
        element: <RedirectMember />,
        children: [screen('/login', LoginScreen), screen('/register', RegisterScreen)],
      },
      screen('/verifyEmail', VerifyEmailScreen),
      screen('/newUsername', NewUsernameScreen),
      screen('/operator/*', BackOffice),
      {
        element: page(AppLayout),
        handle: AppLayout,
        children: [
          // The public pages read nothing through the server-data cache, so a visitor never downloads it.
          { index: true, element: page(HomeScreen), handle: HomeScreen },
          screen('terms', TermsScreen),
          screen('privacy', PrivacyScreen),
          screen('fees', FeesScreen),
          // Reads the published snapshots with the API client alone, not through the server-data cache.
          screen('reserves', ReservesScreen),
          // The static showcases read nothing of a member's: a visitor opens them from the menu too.
          screen('earn', EarnScreen),
          screen('earn-details', EarnDetailsScreen),
          screen('nft-list', NftListScreen),
          // The mailed link that cancels a new payout address: it works signed out too.
          screen('withdraw-address/cancel', WithdrawAddressCancelScreen),
          {
            path: 'user',
            element: <RequireSession />,
            // A member's shell follows their unread counts: that code downloads beside the page's, so the counts
            // draw as soon as the page has settled, and the page does not wait for it.
            handle: {
              preload: () => {
                void memberActivity.preload();
                return Promise.resolve();
              },
            } satisfies RouteHandle,
            children: [
              {
                element: page(QueryLayer),
                handle: QueryLayer,
                children: [
                  { index: true, element: <Navigate to="/user/explore" replace /> },
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

/** What starts the download of each lazily loaded part the address shows, outermost first. */
export function routePreloads(pathname: string): Array<() => Promise<unknown>> {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [() => handle.preload()] : [];
  });
}

/** Starts downloading the code of every lazily loaded screen the address shows, all at once. */
export function preloadRoute(pathname: string): Promise<unknown> {
  return Promise.all(routePreloads(pathname).map((preload) => preload()));
}

/**
 * Starts the request a member's page reads first, beside the download of its code rather than after it: the
 * page takes the answer when it draws (api/early).
 */
export function startRouteRequests(pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? [])
    (match.route.handle as RouteHandle | undefined)?.early?.();
}
