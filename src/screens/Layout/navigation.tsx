import type { BottomBarItem, SidebarItem } from '../../ui';
import { ChatIcon, CompassIcon, HomeIcon, LayersIcon, SwapIcon, UserIcon, WalletIcon } from '../../ui';

export const sideMenuItems: readonly SidebarItem[] = [
  { label: 'Wallet', to: '/user/wallet', icon: <WalletIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Transfer', to: '/user/transfer', icon: <SwapIcon /> },
  { label: 'Support', to: '/user/support', icon: <ChatIcon /> },
];

/** What waits for the member: tickets with unread replies, unread announcements (both kept live). */
export type MemberCounts = { tickets: number; announcements: number };

export const ANNOUNCEMENTS_PATH = '/user/message';

/** The side menu with the Support entry counting the tickets that have replies the member has not read. */
export function menuItemsWith(counts: MemberCounts | undefined): readonly SidebarItem[] {
  if (!counts) return sideMenuItems;
  return sideMenuItems.map((item) =>
    item.to === '/user/support'
      ? {
          ...item,
          badge: {
            count: counts.tickets,
            label:
              counts.tickets === 1
                ? '1 ticket with new replies'
                : `${counts.tickets} tickets with new replies`,
          },
        }
      : item,
  );
}

export const bottomBarItems: readonly BottomBarItem[] = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
];

export const LOGOUT_SUCCESS = 'Your Are Logout!!';
export const LOGOUT_FAILURE = 'Something Went Wrong Please Try Again....';
