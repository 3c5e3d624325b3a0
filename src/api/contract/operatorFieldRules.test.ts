import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { operatorFieldMessages as m, reasonRefusal, txHashRefusal } from './operatorFieldRules';
import { chainTxHash, operatorReason } from './operatorFields';

/** What the server's schema answers for a value: its first refusal's words, or null. */
const serverSays = (schema: z.ZodType, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe("the back office's forms and the server refuse an operator's field alike", () => {
  const reasons = ['', '   ', 'duplicate payment', ` ${'x'.repeat(200)} `, 'x'.repeat(201)];
  const hashes = [
    '',
    '  ',
    'abc1234',
    'abc12345',
    ` ${'a'.repeat(128)} `,
    'a'.repeat(129),
    '0xabc12345',
    'abc 12345',
  ];

  it('a reason: required, at most 200 characters once trimmed', () => {
    for (const reason of reasons)
      expect(reasonRefusal(reason), JSON.stringify(reason)).toBe(serverSays(operatorReason, reason));
    expect(reasonRefusal('')).toBe(m.reasonRequired);
    expect(reasonRefusal('x'.repeat(201))).toBe(m.reasonTooLong);
  });

  it('a transaction hash: required, 8 to 128 letters and digits once trimmed', () => {
    for (const hash of hashes)
      expect(txHashRefusal(hash), JSON.stringify(hash)).toBe(serverSays(chainTxHash, hash));
    expect(txHashRefusal('')).toBe(m.hashRequired);
    expect(txHashRefusal('abc-12345')).toBe(m.hashShape);
    expect(txHashRefusal('abc12345')).toBeNull();
  });
});
