import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refusal in the contract's shape: a 4xx, `status: false`, and the same non-blank `message` and `msg`. */
export function refusedAsContract(res: LightMyRequestResponse, why: string) {
  expect(res.statusCode, why).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, why).toBeLessThan(500);
  const body = res.json() as { status: unknown; message: unknown; msg: unknown };
  expect(body.status, why).toBe(false);
  expect(typeof body.message === 'string' && body.message.trim().length > 0, why).toBe(true);
  expect(body.msg, why).toBe(body.message);
}
