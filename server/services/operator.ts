import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { desc, eq, sql } from 'drizzle-orm';
import {
  fromMicros,
  type LedgerInvariantResult,
  type OperatorBalances,
  type OperatorDepositResponse,
  type OperatorMail,
  type OperatorRole,
  toMicros,
} from '../../src/api/contract';
import type { Db, DbOrTx } from '../db/client';
import { auditLog, mailOutbox, operatorKeys } from '../db/schema/ops';
import { runLedgerChecks } from '../ledger/invariants';
import { balancesOf } from '../ledger/ledger';
import { recordDeposit } from './deposits';
import { type NoticeDeps, noticeMember } from './memberNotices';
import { requireMember } from './members';
import { operatorOfSession } from './operatorAccounts';
import { sameHash, sha256 } from './secrets';
import { createLoginLinkToken, LOGIN_LINK_TTL_MS } from './sessions';

export const OPERATOR_KEY_FILE = 'operator.key';

/**
 * Who made an operator call: a signed-in operator, or a key (a stored key by id, or the OPERATOR_KEY from
 * the environment with both ids null). A key acts as an admin, for automation.
 */
export interface OperatorIdentity {
  keyId: number | null;
  operatorId: number | null;
  username: string | null;
  role: OperatorRole;
}

/** Who an audit row names. */
export type AuditActor = Pick<OperatorIdentity, 'keyId' | 'operatorId'>;

export interface AuditEntry {
  action: string;
  subjectUsername?: string | null;
  details?: Record<string, unknown>;
  /** The state an action changed, as it was and as it became. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  actor: AuditActor;
  ip?: string | null;
}

/** 256 random bits: a plain SHA-256 of the key is as hard to reverse as the key is to guess. */
export function hashOperatorKey(key: string): string {
  return sha256(key.trim());
}

/** The operator key's identity: an admin, named by the stored key's id (null for OPERATOR_KEY). */
const keyIdentity = (keyId: number | null): OperatorIdentity => ({
  keyId,
  operatorId: null,
  username: null,
  role: 'admin',
});

/**
 * Whoever a bearer credential belongs to: an operator key, else an operator's session (which it keeps alive).
 * A stored key answers for itself, revoked or not, so OPERATOR_KEY stays refused once it was revoked.
 */
export async function findOperator(
  tx: DbOrTx,
  presented: string,
  envKey: string | undefined,
  now: Date,
): Promise<OperatorIdentity | null> {
  const presentedHash = hashOperatorKey(presented);
  const [row] = await tx
    .select({ id: operatorKeys.id, revokedAt: operatorKeys.revokedAt })
    .from(operatorKeys)
    .where(eq(operatorKeys.keyHash, presentedHash))
    .limit(1);
  if (row) return row.revokedAt ? null : keyIdentity(row.id);
  if (envKey && sameHash(presentedHash, hashOperatorKey(envKey))) return keyIdentity(null);
  const operator = await operatorOfSession(tx, presented, now);
  return operator
    ? { keyId: null, operatorId: operator.id, username: operator.username, role: operator.role }
    : null;
}

export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    subjectUsername: entry.subjectUsername ?? null,
    details: entry.details ?? {},
    before: entry.before ?? null,
    after: entry.after ?? null,
    operatorKeyId: entry.actor.keyId,
    operatorId: entry.actor.operatorId,
    ip: entry.ip ?? null,
  });
}

/**
 * Creates the first operator key on a database that never had one and writes it, once, to
 * DATA_DIR/operator.key (0600); only its hash is stored. A key that was revoked stays so: no new one is made
 * at the next start. The advisory lock keeps instances starting together on one PostgreSQL from each minting
 * a key. Returns the file path when a key was created.
 */
export async function ensureOperatorKey(db: Db, dataDir: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7302265721)`);
    const [any] = await tx.select({ id: operatorKeys.id }).from(operatorKeys).limit(1);
    if (any) return null;
    const key = randomBytes(32).toString('base64url');
    await tx.insert(operatorKeys).values({ keyHash: hashOperatorKey(key), label: 'created at first start' });
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, OPERATOR_KEY_FILE);
    writeFileSync(path, `${key}\n`, { mode: 0o600 });
    chmodSync(path, 0o600);
    return path;
  });
}

export async function createLoginLink(
  tx: DbOrTx,
  username: string,
  publicUrl: string,
  now: Date,
): Promise<{ url: string; expiresAt: Date; username: string }> {
  const member = await requireMember(tx, username);
  const token = await createLoginLinkToken(tx, member.id, now);
  const query = new URLSearchParams({ user: member.username, auth: token });
  return {
    url: `${publicUrl}/login?${query.toString()}`,
    expiresAt: new Date(now.getTime() + LOGIN_LINK_TTL_MS),
    username: member.username,
  };
}

/**
 * How much of a member's mail an operator sees. Mail carries sign-in, reset and withdrawal codes and links
 * that open the account, so no operator sees them: support sees only what was sent and when, other roles the
 * text with every code and link hidden. Only the operator key holder, and only while mail stays in the local
 * outbox (no SMTP server), reads mail whole: that is the demo's and a developer's inbox, not a live one.
 */
export type MailView = 'whole' | 'masked' | 'headers';

const HIDDEN_CODE = '[code hidden]';
const HIDDEN_LINK = '[link hidden]';

/** The text without what opens the account: links, tokens, and the digits of any code. */
export function maskSecrets(text: string, purpose: string | null): string {
  const masked = text
    .replace(/\bhttps?:\/\/\S+/gi, HIDDEN_LINK)
    .replace(/\b[A-Za-z0-9_-]{20,}\b/g, '[hidden]')
    .replace(/\b(code( is)?:?\s*)\d{4,8}\b/gi, `$1${HIDDEN_CODE}`);
  return purpose?.startsWith('code:') ? masked.replace(/\b\d{4,8}\b/g, HIDDEN_CODE) : masked;
}

export async function listMemberMail(
  tx: DbOrTx,
  username: string,
  limit: number,
  view: MailView,
): Promise<OperatorMail[]> {
  const member = await requireMember(tx, username);
  const rows = await tx
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.userId, member.id))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: view === 'whole' ? row.text : view === 'masked' ? maskSecrets(row.text, row.purpose) : null,
    purpose: row.purpose,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
  }));
}

/** What the ledger holds for one member: the three wallets and the three holds. */
export async function memberBalances(tx: DbOrTx, username: string): Promise<OperatorBalances> {
  const member = await requireMember(tx, username);
  const balances = await balancesOf(tx, member.id);
  return {
    username: member.username,
    pay_in: fromMicros(balances.pay_in),
    pay_out: fromMicros(balances.pay_out),
    reserve: fromMicros(balances.reserve),
    pending_withdrawal: fromMicros(balances.hold_withdrawal),
    staked: fromMicros(balances.hold_staked),
    reserved: fromMicros(balances.hold_reserved),
  };
}

/** The ledger's invariants on the live database, each with what violates it. */
export async function checkLedgerInvariants(tx: DbOrTx): Promise<LedgerInvariantResult[]> {
  return (await runLedgerChecks(tx)).map((r) => ({ ...r, ok: r.violations.length === 0 }));
}

/** Records an incoming deposit for a member; a transaction hash already recorded for the method is refused (409). */
export async function recordOperatorDeposit(
  tx: DbOrTx,
  input: { username: string; payment_method_id: number; amount: string; txhash: string },
  now: Date,
  notices: NoticeDeps,
): Promise<OperatorDepositResponse['data']> {
  const recorded = await recordDeposit(tx, {
    username: input.username,
    paymentMethodId: input.payment_method_id,
    amount: toMicros(input.amount),
    thash: input.txhash,
    source: 'operator',
    now,
  });
  const seen = { amount: recorded.amount, thash: recorded.thash, network: recorded.network };
  await noticeMember(tx, notices, recorded.memberId, { kind: 'deposit_seen', ...seen }, now);
  return {
    id: recorded.id,
    username: recorded.username,
    payment_method_id: recorded.paymentMethodId,
    thash: recorded.thash,
    amount: fromMicros(recorded.amount),
  };
}
