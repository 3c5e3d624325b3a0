import { describe, expect, it } from 'vitest';
import type { ReserveLog, ReserveSubscription } from '../../api/reserve';
import { canClaim, claimedCollections, currentReservation, todaysLogs } from './reserveFormat';

const log = (id: number, status: number): ReserveLog => ({
  id,
  type: 'nft',
  image_id: id,
  amount: '100.000000',
  min_amount: '101.000000',
  max_amount: '101.500000',
  profit: status ? '1.200000' : null,
  roi_ppm: status ? 12_000 : null,
  risk_factor: '33.33',
  status,
  traded_at: null,
});

const sub = (
  id: number,
  type: 'nft' | 'crypto',
  isClaimed: number,
  logs: ReserveLog[],
): ReserveSubscription =>
  ({ id, type, is_claimed: isClaimed, invoice_id: `R${id}`, reserve_logs: logs }) as ReserveSubscription;

describe('reserve lists', () => {
  it("takes the tab's open reservation before a claimed one of today", () => {
    const history = [sub(3, 'crypto', 0, []), sub(2, 'nft', 1, []), sub(1, 'nft', 0, [])];
    expect(currentReservation(history, 'nft')?.id).toBe(1);
    expect(currentReservation(history.slice(0, 2), 'nft')?.id).toBe(2);
    expect(currentReservation([history[0] as ReserveSubscription], 'nft')).toBeNull();
  });

  it("hides untraded items of a claimed reservation in Today's Collection", () => {
    expect(todaysLogs(sub(1, 'nft', 0, [log(1, 1), log(2, 0)])).map((l) => l.id)).toEqual([1, 2]);
    expect(todaysLogs(sub(1, 'nft', 1, [log(1, 1), log(2, 0)])).map((l) => l.id)).toEqual([1]);
  });

  it('lists only claimed reservations and their traded items in All Collections', () => {
    const all = [
      sub(1, 'nft', 0, [log(1, 1)]),
      sub(2, 'nft', 1, [log(2, 1), log(3, 0)]),
      sub(3, 'crypto', 1, [log(4, 1)]),
    ];
    const listed = claimedCollections(all, 'nft');
    expect(listed.map((s) => s.id)).toEqual([2]);
    expect(listed[0]?.reserve_logs.map((l) => l.id)).toEqual([2]);
  });

  it('offers the claim only when every item of an open collection is traded', () => {
    expect(canClaim(sub(1, 'nft', 0, [log(1, 1), log(2, 0)]))).toBe(false);
    expect(canClaim(sub(1, 'nft', 0, [log(1, 1), log(2, 1)]))).toBe(true);
    expect(canClaim(sub(1, 'nft', 1, [log(1, 1)]))).toBe(false);
    expect(canClaim(null)).toBe(false);
  });
});
