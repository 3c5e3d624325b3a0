import { and, eq, gt, isNull, ne, type Placeholder, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, perDatabase } from '../db/client';
import { tokens, users } from '../db/schema';
import { randomToken, sha256 } from './secrets';
import { countryOf, type RequestOrigin } from './securityEvents';

export type TokenKind = 'pre_login' | 'session' | 'login_link';

export const PRE_LOGIN_TTL_MS = 10 * 60 * 1000;
export const LOGIN_LINK_TTL_MS = 5 * 60 * 1000;

export type Member = typeof users.$inferSelect;

/** Issues a token of `kind`; `origin` records where a session was opened from, for the member's sessions. */
export async function issueToken(
  tx: DbOrTx,
  userId: number,
  kind: TokenKind,
  now: Date,
  ttlMs: number,
  origin?: RequestOrigin,
): Promise<string> {
  const token = randomToken();
  await tx.insert(tokens).values({
    tokenHash: sha256(token),
    userId,
    kind,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
    ...(origin ? { ip: origin.ip, country: countryOf(origin.ip), device: origin.device } : {}),
  });
  return token;
}

/** The single-use, five-minute token behind an operator's "sign in as this member" link. */
export function createLoginLinkToken(tx: DbOrTx, userId: number, now: Date): Promise<string> {
  return issueToken(tx, userId, 'login_link', now, LOGIN_LINK_TTL_MS);
}

/** Where a token of `kind` is live: its hash matches, not revoked, not expired at `now`. */
export function liveToken(
  tokenHash: string | Placeholder,
  kind: TokenKind | Placeholder,
  now: Date | Placeholder,
) {
  return and(
    eq(tokens.tokenHash, tokenHash),
    eq(tokens.kind, kind),
    isNull(tokens.revokedAt),
    gt(tokens.expiresAt, now),
  );
}

/**
 * Session tokens slide: a use pushes the idle expiry forward by `slideMs`. The push is written at most once a
 * minute (or a tenth of the lifetime, if shorter), so a busy member's reads stay reads instead of each
 * becoming a write.
 */
export async function slideToken(
  tx: DbOrTx,
  found: { tokenId: number; lastUsedAt: Date | null },
  now: Date,
  slideMs: number,
): Promise<void> {
  const slideEveryMs = Math.min(60_000, slideMs / 10);
  if (now.getTime() - (found.lastUsedAt?.getTime() ?? 0) < slideEveryMs) return;
  await tx
    .update(tokens)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + slideMs) })
    .where(eq(tokens.id, found.tokenId));
}

const ownerColumns = { tokenId: tokens.id, lastUsedAt: tokens.lastUsedAt, member: users };

/**
 * Every signed-in request looks its token up, so on a database handle the lookup is a prepared statement:
 * planned once per connection instead of on every request.
 */
const preparedOwner = perDatabase((db) =>
  db
    .select(ownerColumns)
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(liveToken(sql.placeholder('hash'), sql.placeholder('kind'), sql.placeholder('now')))
    .limit(1)
    .prepare('token_owner'),
);

/**
 * Finds the live token of this kind and its member; a session token (`slideMs` given) slides. `db` is the
 * database handle for the prepared lookup; `tx` a transaction to read and slide in instead.
 */
export async function findTokenOwner(
  handle: { db: Db } | { tx: DbOrTx },
  token: string,
  kind: TokenKind,
  now: Date,
  slideMs?: number,
): Promise<{ tokenId: number; member: Member } | null> {
  const hash = sha256(token);
  let rows: { tokenId: number; lastUsedAt: Date | null; member: Member }[];
  let tx: DbOrTx;
  if ('db' in handle) {
    tx = handle.db;
    rows = await preparedOwner(handle.db).execute({ hash, kind, now });
  } else {
    tx = handle.tx;
    rows = await tx
      .select(ownerColumns)
      .from(tokens)
      .innerJoin(users, eq(users.id, tokens.userId))
      .where(liveToken(hash, kind, now))
      .limit(1);
  }
  const row = rows[0];
  if (!row) return null;
  if (slideMs !== undefined) await slideToken(tx, row, now, slideMs);
  return { tokenId: row.tokenId, member: row.member };
}

/** Revokes a token once; false when it was already used or revoked (a concurrent request won). */
export async function revokeToken(tx: DbOrTx, tokenId: number, now: Date): Promise<boolean> {
  const revoked = await tx
    .update(tokens)
    .set({ revokedAt: now, lastUsedAt: now })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return revoked.length === 1;
}

export async function revokeAllTokens(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)));
}

/** Ends every token of the member but `keepTokenId` (the session making the change); answers how many. */
export async function revokeOtherTokens(
  tx: DbOrTx,
  userId: number,
  keepTokenId: number,
  now: Date,
): Promise<number> {
  const revoked = await tx
    .update(tokens)
    .set({ revokedAt: now })
    .where(and(eq(tokens.userId, userId), ne(tokens.id, keepTokenId), isNull(tokens.revokedAt)))
    .returning({ id: tokens.id });
  return revoked.length;
}

/** Exchanges a sign-in link token for nothing but its member; the link is spent whatever happens next. */
export async function consumeLoginLink(
  tx: DbOrTx,
  username: string,
  token: string,
  now: Date,
): Promise<Member | null> {
  const found = await findTokenOwner({ tx }, token, 'login_link', now);
  if (!found || found.member.username.toLowerCase() !== username.toLowerCase()) return null;
  return (await revokeToken(tx, found.tokenId, now)) ? found.member : null;
}
