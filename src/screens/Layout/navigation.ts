export type NavItem = { label: string; to: string };

export const sideMenuItems: readonly NavItem[] = [
  { label: 'Wallet', to: '/user/wallet' },
  { label: 'Explore', to: '/user/explore' },
  { label: 'Reserve', to: '/user/reserve' },
  { label: 'Account', to: '/user/account' },
  { label: 'Transfer', to: '/user/transfer' },
];

export const bottomBarItems: readonly NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Explore', to: '/user/explore' },
  { label: 'Account', to: '/user/account' },
  { label: 'Reserve', to: '/user/reserve' },
];

export const LOGOUT_SUCCESS = 'Your Are Logout!!';
export const LOGOUT_FAILURE = 'Something Went Wrong Please Try Again....';
