import type { BottomBarItem, SidebarItem } from '../../ui';
import { CompassIcon, HomeIcon, LayersIcon, SwapIcon, UserIcon, WalletIcon } from '../../ui';

export const sideMenuItems: readonly SidebarItem[] = [
  { label: 'Wallet', to: '/user/wallet', icon: <WalletIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Transfer', to: '/user/transfer', icon: <SwapIcon /> },
];

export const bottomBarItems: readonly BottomBarItem[] = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
];

export const LOGOUT_SUCCESS = 'Your Are Logout!!';
export const LOGOUT_FAILURE = 'Something Went Wrong Please Try Again....';
