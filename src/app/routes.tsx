import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { ComingSoon } from '../screens/ComingSoon/ComingSoon';
import { AppLayout } from '../screens/Layout/AppLayout';
import { NotFoundView } from '../screens/NotFound/NotFoundView';
import { RequireSession } from './RequireSession';
import { RouteError, RouteLoading } from './RouteFallback';

const named = <K extends string>(loader: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(() => loader().then((module) => ({ default: module[name] })));

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
const WithdrawScreen = named(() => import('../screens/Withdraw/WithdrawScreen'), 'WithdrawScreen');
const TransferScreen = named(() => import('../screens/Transfer/TransferScreen'), 'TransferScreen');
const TransactionsScreen = named(
  () => import('../screens/Transactions/TransactionsScreen'),
  'TransactionsScreen',
);
const ProfileScreen = named(() => import('../screens/Profile/ProfileScreen'), 'ProfileScreen');

const page = (Screen: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<RouteLoading />}>
    <Screen />
  </Suspense>
);

/** Member screens a later release builds; each shows a clear "coming soon" panel until then. */
export const memberScreens = [
  { path: 'explore', name: 'Explore' },
  { path: 'reserve', name: 'Reserve' },
  { path: 'account', name: 'Account' },
  { path: 'payouts', name: 'Payouts' },
  { path: 'Referralpayouts', name: 'Referral payouts' },
  { path: 'team', name: 'Team' },
  { path: 'levelDetails', name: 'Level Details' },
  { path: 'support', name: 'Support' },
  { path: 'message', name: 'Announcements' },
  { path: 'earn', name: 'Earn' },
  { path: 'earn-details', name: 'Earn details' },
  { path: 'nft-list', name: 'NFT list' },
] as const;

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      // The sign-in flows are full pages with their own way back home, outside the app shell.
      { path: '/login', element: page(LoginScreen) },
      { path: '/register', element: page(RegisterScreen) },
      { path: '/verifyEmail', element: page(VerifyEmailScreen) },
      { path: '/newUsername', element: page(NewUsernameScreen) },
      {
        element: <AppLayout />,
        children: [
          { index: true, element: page(HomeScreen) },
          { path: 'terms', element: page(TermsScreen) },
          { path: 'privacy', element: page(PrivacyScreen) },
          {
            path: 'user',
            element: <RequireSession />,
            children: [
              { index: true, element: <Navigate to="/user/explore" replace /> },
              ...memberScreens.map(({ path, name }) => ({
                path,
                element: <ComingSoon screen={name} />,
              })),
              { path: 'wallet', element: page(DepositScreen) },
              { path: 'manualDepositList', element: page(DepositScreen) },
              { path: 'withdraw', element: page(WithdrawScreen) },
              { path: 'transfer', element: page(TransferScreen) },
              { path: 'transaction', element: page(TransactionsScreen) },
              { path: 'profile', element: page(ProfileScreen) },
              { path: 'verifyEmail', element: page(VerifyEmailScreen) },
              { path: '*', element: <NotFoundView /> },
            ],
          },
          { path: '*', element: <NotFoundView /> },
        ],
      },
    ],
  },
];
