import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultReservePlans } from '../../../server/db/reservePlans';
import {
  bytesToHex,
  DRAW_BYTES,
  drawMessage,
  drawProfitMicros,
  drawRatePpm,
  hexToBytes,
} from './reserveDraw';

const hmac = (seed: Uint8Array, logId: number) =>
  createHmac('sha256', seed).update(drawMessage(logId)).digest();

describe('the reserve draw rule', () => {
  it('matches a vector computed independently (Python hmac, seed bytes 0x00…0x1f)', () => {
    const seed = Uint8Array.from({ length: 32 }, (_, i) => i);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(
      '630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd',
    );
    const digest = hmac(seed, 1);
    expect(bytesToHex(digest)).toBe('7761b1cc25227dfca0bd6d972acc52abb62f24ce50ad5a7a430b05c5a6f5497b');
    // 0x7761b1cc25227dfc = 8602352253608820220; 8000 + that mod 4001 = 11707 ppm of 250 USDT.
    expect(drawRatePpm(digest, 8_000, 12_000)).toBe(11_707);
    expect(drawProfitMicros(250_000_000n, 11_707)).toBe(2_926_750n);
    expect(drawRatePpm(hmac(seed, 42), 6_000, 10_000)).toBe(6_447);
    expect(drawProfitMicros(100_000_000n, 6_447)).toBe(644_700n);
  });

  it('keeps 10,000 draws with random seeds inside every seeded plan’s rate and profit range', () => {
    const outside: string[] = [];
    const seenEnds = { low: 0, high: 0 };
    for (let i = 0; i < 10_000; i++) {
      const seed = randomBytes(32);
      const logId = 1 + Math.floor(Math.random() * 2_000_000_000);
      const digest = hmac(seed, logId);
      for (const plan of defaultReservePlans) {
        const min = plan.minRoiPpm;
        const max = plan.maxRoiPpm;
        const rate = drawRatePpm(digest, min, max);
        // The largest item a plan allows: its whole maximum in one item.
        const amount = plan.maximumPrice;
        const profit = drawProfitMicros(amount, rate);
        const lowest = (amount * BigInt(min)) / 1_000_000n;
        const highest = (amount * BigInt(max)) / 1_000_000n;
        if (rate < min || rate > max || profit < lowest || profit > highest) {
          outside.push(`${plan.type} L${plan.level}: ${rate} ppm, ${profit}`);
        }
        if (rate - min < (max - min) / 100) seenEnds.low++;
        if (max - rate < (max - min) / 100) seenEnds.high++;
      }
    }
    expect(outside).toEqual([]);
    // The draws spread over the range rather than sitting in its middle.
    expect(seenEnds.low).toBeGreaterThan(0);
    expect(seenEnds.high).toBeGreaterThan(0);
  }, 60_000);

  it('reaches both ends of a small range, and a range of one value', () => {
    const seen = new Set<number>();
    for (let logId = 1; logId <= 400; logId++) seen.add(drawRatePpm(hmac(randomBytes(32), logId), 100, 103));
    expect([...seen].sort()).toEqual([100, 101, 102, 103]);
    expect(drawRatePpm(hmac(randomBytes(32), 7), 9_000, 9_000)).toBe(9_000);
    // The extremes of the 64-bit read: 0, and 2^64 − 1, a multiple of 5.
    expect(drawRatePpm(new Uint8Array(DRAW_BYTES), 5, 9)).toBe(5);
    expect(drawRatePpm(new Uint8Array(DRAW_BYTES).fill(0xff), 10, 14)).toBe(10);
    expect(drawRatePpm(new Uint8Array(DRAW_BYTES).fill(0xff), 10, 13)).toBe(
      10 + Number((2n ** 64n - 1n) % 4n),
    );
  });

  it('refuses ranges and digests it cannot draw from, and round-trips hex', () => {
    const digest = new Uint8Array(32);
    expect(() => drawRatePpm(digest, 10, 9)).toThrow(RangeError);
    expect(() => drawRatePpm(digest, -1, 9)).toThrow(RangeError);
    expect(() => drawRatePpm(digest, 1.5, 9)).toThrow(RangeError);
    expect(() => drawRatePpm(new Uint8Array(7), 1, 9)).toThrow(RangeError);
    expect(() => hexToBytes('abc')).toThrow(RangeError);
    expect(() => hexToBytes('zz')).toThrow(RangeError);
    const bytes = randomBytes(32);
    expect(hexToBytes(bytesToHex(bytes))).toEqual(new Uint8Array(bytes));
  });
});
