import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema/ledger';
import { ApiError } from '../errors';

/** Keys are kept at least this long; a retry within it replays the first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/;

/** The Idempotency-Key header of a money-moving request; refuses the request without a usable one. */
export function idempotencyKeyFrom(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers['idempotency-key'];
  // Node joins a repeated header with ', '; a key holds no space, so that can only be two keys.
  if ((Array.isArray(raw) && raw.length > 1) || (typeof raw === 'string' && raw.includes(', '))) {
    throw new ApiError(400, 'Send exactly one Idempotency-Key header');
  }
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!key) throw new ApiError(400, 'Idempotency-Key header is required');
  if (!KEY_SHAPE.test(key)) throw new ApiError(400, 'Idempotency-Key must be 1 to 255 visible characters');
  return key;
}

function canonical(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical(Reflect.get(value, k))]),
    );
  }
  return value;
}

/** Same body, same hash, whatever order the client wrote the fields in. */
export function requestHash(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('hex');
}

export interface IdempotentRequest {
  key: string;
  memberId: number;
  route: string;
  body: unknown;
  now?: Date;
}

export interface IdempotentResponse<T> {
  statusCode: number;
  body: T;
  /** True when this is the stored answer to an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs a money-moving request at most once per key. The key is claimed in the same transaction as the
 * request's ledger writes, so either both commit or neither does: a failed request leaves the key free for
 * a retry. A concurrent duplicate on PostgreSQL waits on the key's unique index until the first commits and
 * then replays its answer; PGlite runs one transaction at a time, so there it simply comes second.
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  run: (tx: Tx) => Promise<{ statusCode: number; body: T }>,
): Promise<IdempotentResponse<T>> {
  const now = request.now ?? new Date();
  const hash = requestHash(request.body);
  const expiresAt = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS);
  return db.transaction(async (tx) => {
    // An expired key is taken over in place, so reuse after the TTL needs no prior cleanup.
    const [claimed] = await tx
      .insert(idempotencyKeys)
      .values({
        key: request.key,
        memberId: request.memberId,
        route: request.route,
        requestHash: hash,
        createdAt: now,
        expiresAt,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.memberId, idempotencyKeys.route, idempotencyKeys.key],
        set: { requestHash: hash, response: null, statusCode: null, createdAt: now, expiresAt },
        setWhere: sql`${idempotencyKeys.expiresAt} <= ${now.toISOString()}::timestamptz`,
      })
      .returning({ key: idempotencyKeys.key });

    if (claimed) {
      const result = await run(tx);
      await tx
        .update(idempotencyKeys)
        .set({ response: result.body, statusCode: result.statusCode })
        .where(
          and(
            eq(idempotencyKeys.memberId, request.memberId),
            eq(idempotencyKeys.route, request.route),
            eq(idempotencyKeys.key, request.key),
          ),
        );
      return { ...result, replayed: false };
    }

    const [first] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.memberId, request.memberId),
          eq(idempotencyKeys.route, request.route),
          eq(idempotencyKeys.key, request.key),
        ),
      );
    if (!first || first.statusCode === null) {
      throw new ApiError(409, 'A request with this Idempotency-Key is still in progress; please retry');
    }
    if (first.requestHash !== hash) {
      throw new ApiError(422, 'This Idempotency-Key was already used for a different request');
    }
    return { statusCode: first.statusCode, body: first.response as T, replayed: true };
  });
}

/** Forgets keys past their expiry; returns how many went. */
export async function deleteExpiredIdempotencyKeys(db: Db | Tx, now = new Date()): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

/**
 * True when a request with this key already went through and its answer is kept for replay, so a retry
 * can skip the member's code check (an e-mailed code is single use) and get the first answer.
 */
export async function alreadyAnswered(
  db: Db,
  request: { memberId: number; route: string; key: string },
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.memberId, request.memberId),
        eq(idempotencyKeys.route, request.route),
        eq(idempotencyKeys.key, request.key),
        isNotNull(idempotencyKeys.statusCode),
        gt(idempotencyKeys.expiresAt, now),
      ),
    );
  return row !== undefined;
}
