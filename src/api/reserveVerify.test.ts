import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReserveLog, ReserveSubscription } from './contract/reserve';
import { percentToPpm, verifyReservation } from './reserveVerify';

const seed = '7f'.repeat(8) + '0123456789abcdef'.repeat(3);
const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');

/** The documented rule, computed here with node:crypto alone. */
function nodeProfit(logId: number, amountMicros: bigint, minPpm: number, maxPpm: number) {
  const digest = createHmac('sha256', Buffer.from(seed, 'hex')).update(String(logId)).digest();
  const rate = BigInt(minPpm) + (digest.readBigUInt64BE(0) % BigInt(maxPpm - minPpm + 1));
  const micros = (amountMicros * rate) / 1_000_000n;
  return `${micros / 1_000_000n}.${(micros % 1_000_000n).toString().padStart(6, '0')}`;
}

const log = (id: number, amount: string, profit: string | null): ReserveLog => ({
  id,
  type: 'nft',
  image_id: id,
  amount,
  min_amount: '0',
  max_amount: '0',
  profit,
  roi_ppm: null,
  risk_factor: '33.33',
  status: profit === null ? 0 : 1,
  traded_at: profit === null ? null : '2026-11-22T10:00:00.000Z',
});

const reservation = (
  logs: ReserveLog[],
  overrides: Partial<ReserveSubscription> = {},
): Pick<ReserveSubscription, 'seed' | 'seed_hash' | 'package' | 'reserve_logs'> => ({
  seed,
  seed_hash: seedHash,
  package: {
    id: 1,
    level: 1,
    name: 'Level 1',
    minimum_price: '100.00',
    maximum_price: '500.00',
    min_roi_percentage: '1.00',
    roi_percentage: '1.50',
    min_trade_time: 0,
  },
  reserve_logs: logs,
  ...overrides,
});

describe('verifyReservation', () => {
  const honest = [
    log(101, '33.333334', nodeProfit(101, 33_333_334n, 10_000, 15_000)),
    log(102, '33.333333', nodeProfit(102, 33_333_333n, 10_000, 15_000)),
    log(103, '33.333333', nodeProfit(103, 33_333_333n, 10_000, 15_000)),
  ];

  it('verifies every result drawn by the published rule from the revealed seed', async () => {
    const check = await verifyReservation(reservation(honest));
    expect(check?.seedMatches).toBe(true);
    expect(check?.logs.map((l) => [l.id, l.verified])).toEqual([
      [101, true],
      [102, true],
      [103, true],
    ]);
    expect(check?.logs[0]?.expected).toBe(honest[0]?.profit);
    expect(check?.verified).toBe(true);
  });

  it('flags a result that differs from the draw by one micro-USDT', async () => {
    const [first, ...rest] = honest;
    const shown = first?.profit ?? '0';
    const tampered = (BigInt(shown.replace('.', '')) + 1n).toString().padStart(7, '0');
    const altered = log(101, '33.333334', `${tampered.slice(0, -6)}.${tampered.slice(-6)}`);
    const check = await verifyReservation(reservation([altered, ...rest]));
    expect(check?.logs[0]?.verified).toBe(false);
    expect(check?.logs[1]?.verified).toBe(true);
    expect(check?.verified).toBe(false);
  });

  it('fails every result when the seed does not match the published hash', async () => {
    const check = await verifyReservation(reservation(honest, { seed_hash: 'ab'.repeat(32) }));
    expect(check?.seedMatches).toBe(false);
    expect(check?.logs.every((l) => !l.verified)).toBe(true);
  });

  it('cannot check anything before the seed is revealed and skips untraded items', async () => {
    expect(await verifyReservation(reservation(honest, { seed: null }))).toBeNull();
    const check = await verifyReservation(reservation([log(201, '50', null), ...honest]));
    expect(check?.logs.map((l) => l.id)).toEqual([101, 102, 103]);
  });
});

describe('percentToPpm', () => {
  it('reads percent strings exactly', () => {
    expect(percentToPpm('1.00')).toBe(10_000);
    expect(percentToPpm('2.35')).toBe(23_500);
    expect(percentToPpm('x')).toBeNull();
  });
});
