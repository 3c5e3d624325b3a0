import type { BottomBarItem, SidebarGroup, SidebarItem } from '../../ui';
import {
  ArrowOutIcon,
  BellIcon,
  ChatIcon,
  CoinsIcon,
  CompassIcon,
  HomeIcon,
  IdCardIcon,
  LayersIcon,
  ListIcon,
  ShieldCheckIcon,
  StepsIcon,
  SwapIcon,
  UserIcon,
  UsersIcon,
  WalletIcon,
} from '../../ui';

/** The spec's side menu, first and in its order. */
export const sideMenuItems: readonly SidebarItem[] = [
  { label: 'Wallet', to: '/user/wallet', icon: <WalletIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Transfer', to: '/user/transfer', icon: <SwapIcon /> },
];

export const ANNOUNCEMENTS_PATH = '/user/message';
const SUPPORT_PATH = '/user/support';

/** Every other member screen, grouped under the spec's five so that each has a place in the menu. */
export const sideMenuGroups: readonly SidebarGroup[] = [
  {
    label: 'Money',
    items: [
      { label: 'Withdraw', to: '/user/withdraw', icon: <ArrowOutIcon /> },
      { label: 'My Transactions', to: '/user/transaction', icon: <ListIcon /> },
      { label: 'Payouts', to: '/user/payouts', icon: <CoinsIcon /> },
    ],
  },
  {
    label: 'Team',
    items: [
      { label: 'Direct Tree', to: '/user/team', icon: <UsersIcon /> },
      { label: 'Level Details', to: '/user/levelDetails', icon: <StepsIcon /> },
    ],
  },
  {
    label: 'Settings and help',
    items: [
      { label: 'Profile', to: '/user/profile', icon: <IdCardIcon /> },
      { label: 'Support', to: SUPPORT_PATH, icon: <ChatIcon /> },
      { label: 'Announcements', to: ANNOUNCEMENTS_PATH, icon: <BellIcon /> },
    ],
  },
];

/**
 * Pages for everyone, signed in or not: the static Earn and NFT collection showcases (spec document 2,
 * 'Static showcase pages'), the fees and limits of every money move, and the proof of reserves.
 */
export const publicMenuGroup: SidebarGroup = {
  label: 'Discover',
  items: [
    { label: 'Earn', to: '/earn', icon: <CoinsIcon /> },
    { label: 'NFT Collection', to: '/nft-list', icon: <LayersIcon /> },
    { label: 'Fees and limits', to: '/fees', icon: <ListIcon /> },
    { label: 'Proof of reserves', to: '/reserves', icon: <ShieldCheckIcon /> },
  ],
};

/** What waits for the member: tickets with unread replies, unread announcements (both kept live). */
export type MemberCounts = { tickets: number; announcements: number };

const countLabel = (count: number, one: string, many: string) =>
  count === 1 ? `1 ${one}` : `${count} ${many}`;

/** The count of tickets with replies the member has not read, as Support and the phone's Menu tab show it. */
export const ticketsBadge = (counts: MemberCounts) => ({
  count: counts.tickets,
  label: countLabel(counts.tickets, 'ticket with new replies', 'tickets with new replies'),
});

/** The badges the counts put on menu entries: Support counts tickets with new replies, Announcements unread ones. */
function badgeFor(path: string, counts: MemberCounts): SidebarItem['badge'] {
  if (path === SUPPORT_PATH) return ticketsBadge(counts);
  if (path === ANNOUNCEMENTS_PATH)
    return {
      count: counts.announcements,
      label: countLabel(counts.announcements, 'unread announcement', 'unread announcements'),
    };
  return undefined;
}

/** The menu's groups with the member's counts on Support and Announcements. */
export function menuGroupsWith(counts: MemberCounts | undefined): readonly SidebarGroup[] {
  if (!counts) return sideMenuGroups;
  return sideMenuGroups.map((group) => ({
    ...group,
    items: group.items.map((item) => {
      const badge = badgeFor(item.to, counts);
      return badge ? { ...item, badge } : item;
    }),
  }));
}

export const bottomBarItems: readonly BottomBarItem[] = [
  { label: 'Home', to: '/', icon: <HomeIcon /> },
  { label: 'Explore', to: '/user/explore', icon: <CompassIcon /> },
  { label: 'Account', to: '/user/account', icon: <UserIcon /> },
  { label: 'Reserve', to: '/user/reserve', icon: <LayersIcon /> },
];

export const LOGOUT_SUCCESS = 'Your Are Logout!!';
export const LOGOUT_FAILURE = 'Something Went Wrong Please Try Again....';
