import type { ReserveDashboard, ReserveLog, ReserveSubscription, ReserveType } from '../../api/reserve';
import type { SummaryItem } from '../../ui';
import { formatUsdt } from '../../ui/format';

/** The four summary boxes, spelt as the spec spells them. */
export const summaryItems = (dashboard: ReserveDashboard): SummaryItem[] => [
  { title: 'Balance Reservation', amount: dashboard.reserve_balance },
  { title: 'Today Earning', amount: dashboard.today_reserve_earning },
  { title: 'Reserve Income', amount: dashboard.total_reserve_income },
  { title: 'Team Benifits', amount: dashboard.level_bonus },
];

/** Today's reservation of the tab's type: the open one if any, else the newest made today. */
export function currentReservation(
  history: readonly ReserveSubscription[],
  type: ReserveType,
): ReserveSubscription | null {
  const ofType = history.filter((s) => s.type === type);
  return ofType.find((s) => s.is_claimed === 0) ?? ofType[0] ?? null;
}

/** Today's Collection hides untraded items once the reservation is claimed (spec document 1 §4). */
export const todaysLogs = (subscription: ReserveSubscription | null): ReserveLog[] =>
  subscription
    ? subscription.reserve_logs.filter((log) => subscription.is_claimed === 0 || log.status !== 0)
    : [];

/** All Collections: claimed reservations of the type, with only their traded items. */
export function claimedCollections(
  all: readonly ReserveSubscription[],
  type: ReserveType,
): ReserveSubscription[] {
  return all
    .filter((s) => s.type === type && s.is_claimed !== 0)
    .map((s) => ({ ...s, reserve_logs: s.reserve_logs.filter((log) => log.status !== 0) }))
    .filter((s) => s.reserve_logs.length > 0);
}

/** Claim appears once every item of an open collection is traded. */
export const canClaim = (subscription: ReserveSubscription | null): boolean =>
  !!subscription &&
  subscription.is_claimed === 0 &&
  subscription.reserve_logs.length > 0 &&
  subscription.reserve_logs.every((log) => log.status !== 0);

/** What the item cards' 'Risk factor' means, in one sentence (contract/reserve.ts: risk_factor). */
export const RISK_FACTOR_EXPLAINED =
  'Risk factor is how far an item’s profit may fall below the most it can make, as a percent of that most: at 40%, an item that can make up to 1.00 USDT makes at least 0.60 USDT.';

/** The line under the summary: what open reservations hold, and when it comes back. */
export const heldInReservations = (amount: string) =>
  `Held in reservations: ${formatUsdt(amount)}. It left Balance Reservation when you reserved, and comes back with the profit once the claim is paid.`;
