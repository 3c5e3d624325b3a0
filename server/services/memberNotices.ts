import { and, count, desc, eq, inArray, isNull, lt } from 'drizzle-orm';
import {
  explorerLink,
  fromMicros,
  NOTICE_LIST_SIZE,
  type Notice,
  type NoticeKind,
  noticeKinds,
  walletLabels,
} from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { memberNotices, users, type withdrawals } from '../db/schema';
import { ApiError } from './errors';
import { formatUtc } from './factorAttempts';
import { publishLiveMany } from './liveEvents';
import type { NoticeDeps } from './securityNotices';

export type { NoticeDeps } from './securityNotices';

type WithdrawalRow = typeof withdrawals.$inferSelect;
type Wallet = keyof typeof walletLabels;

/** What happened, with what the member needs to recognise it; each kind is one money event. */
export type MoneyEvent =
  | { kind: 'deposit_seen' | 'deposit_credited'; amount: bigint; thash: string; network: string | null }
  | {
      kind: 'withdrawal_requested' | 'withdrawal_approved' | 'withdrawal_paid' | 'withdrawal_cancelled';
      withdrawal: WithdrawalRow;
    }
  | { kind: 'withdrawal_rejected'; withdrawal: WithdrawalRow; reason: string }
  | { kind: 'payout_address_saved'; destination: string; effectiveAt?: Date }
  | {
      kind: 'stake_started';
      invoiceId: string;
      packageName: string;
      amount: bigint;
      durationDays: number | null;
    }
  | { kind: 'stake_ended'; invoiceId: string; amount: bigint; returned: bigint; charge: bigint }
  /** A stake that ran its whole term: the accrual's last day for it was `endDate` (YYYY-MM-DD). */
  | { kind: 'stake_ended'; invoiceId: string; amount: bigint; endDate: string }
  | { kind: 'reserve_claim_paid'; invoiceId: string; principal: bigint; profit: bigint };

const usdt = (micros: bigint) => `${fromMicros(micros, 2)} USDT`;
const walletName = (wallet: string) => walletLabels[wallet as Wallet] ?? wallet;

/** Where a withdrawal goes, as the member saved it: the whole address and its network, or the bank account. */
function destinationOf(w: WithdrawalRow): string {
  if (w.coinType === 'crypto') return `${w.address ?? ''} (USDT ${w.network ?? ''})`.trim();
  return [w.bankName, w.acNo && `account ${w.acNo}`, w.holderName].filter(Boolean).join(', ');
}

interface Worded {
  title: string;
  body: string;
  link: { name: string; url: string } | null;
}

function word(event: MoneyEvent): Worded {
  const plain = (title: string, body: string): Worded => ({ title, body, link: null });
  switch (event.kind) {
    case 'deposit_seen':
      return plain(
        'Deposit seen',
        `A deposit of ${usdt(event.amount)}${event.network ? ` on ${event.network}` : ''} was seen arriving at your deposit address (transaction ${event.thash}). Press Sync Balance on the Deposit page to credit it to your ${walletLabels.pay_in}.`,
      );
    case 'deposit_credited':
      return plain(
        'Deposit credited',
        `${usdt(event.amount)} from transaction ${event.thash} was credited to your ${walletLabels.pay_in}.`,
      );
    case 'withdrawal_requested': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal requested',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} from your ${walletName(w.wallet)} was requested: ${usdt(w.netAmount)} after the ${usdt(w.fee)} fee goes to ${destinationOf(w)}. It waits for review; while it is Pending you can cancel it under Withdraw.`,
      );
    }
    case 'withdrawal_approved': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal approved',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} was approved: ${usdt(w.netAmount)} is being paid to ${destinationOf(w)}.`,
      );
    }
    case 'withdrawal_paid': {
      const w = event.withdrawal;
      const hash = w.tHash ?? '';
      return {
        title: 'Withdrawal paid',
        body: `Your withdrawal ${w.code} was paid: ${usdt(w.netAmount)} was sent to ${destinationOf(w)} in transaction ${hash}.`,
        link: w.coinType === 'crypto' ? explorerLink(w.network, hash) : null,
      };
    }
    case 'withdrawal_rejected': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal rejected',
        `Your withdrawal ${w.code} of ${usdt(w.amountFrom)} was rejected: ${event.reason}. The amount is back in your ${walletName(w.wallet)}.`,
      );
    }
    case 'withdrawal_cancelled': {
      const w = event.withdrawal;
      return plain(
        'Withdrawal cancelled',
        `Your withdrawal ${w.code} was cancelled: ${usdt(w.amountFrom)} is back in your ${walletName(w.wallet)}.`,
      );
    }
    case 'payout_address_saved':
      return plain(
        'Payout address saved',
        event.effectiveAt
          ? `A new payout address was saved: ${event.destination}. Withdrawals go to it from ${formatUtc(event.effectiveAt)}; until then they go to the saved one.`
          : `Withdrawals from your account will now be paid to ${event.destination}.`,
      );
    case 'stake_started':
      return plain(
        'Stake started',
        `You staked ${usdt(event.amount)} in ${event.packageName} (${event.invoiceId}), ${event.durationDays === null ? 'with no fixed term' : `for ${event.durationDays} days`}.`,
      );
    case 'stake_ended':
      if ('endDate' in event) {
        return plain(
          'Stake ended',
          `Your stake ${event.invoiceId} of ${usdt(event.amount)} completed its term on ${event.endDate}: its ${usdt(event.amount)} went to your ${walletLabels.pay_out}, and its daily returns ended with that day's.`,
        );
      }
      return plain(
        'Stake ended',
        `Your stake ${event.invoiceId} of ${usdt(event.amount)} ended: ${usdt(event.returned)} went to your ${walletLabels.pay_out}${event.charge > 0n ? ` after the early-exit charge of ${usdt(event.charge)}` : ''}.`,
      );
    case 'reserve_claim_paid':
      return plain(
        'Reserve claim paid',
        `Your claim of reserve ${event.invoiceId} was paid: ${usdt(event.principal)} back to your ${walletLabels.reserve} and a profit of ${usdt(event.profit)} to your ${walletLabels.pay_out}.`,
      );
  }
}

/**
 * Tells the member of a money event, in the transaction that makes it: the notice in their list (the header's
 * bell counts it, their open apps hear of it) and its mail in the outbox, so an event that rolls back leaves
 * neither. `mailed: false` when the event already mails the member in its own words (a saved payout address
 * is a security notice too), so they get one mail, not two.
 */
export async function noticeMember(
  tx: DbOrTx,
  deps: NoticeDeps,
  memberId: number,
  event: MoneyEvent,
  at: Date,
  options: { mailed?: boolean } = {},
): Promise<void> {
  await noticeMembers(tx, deps, [{ memberId, event }], at, options);
}

/** Notices written by one statement per this many, so a day's matured stakes do not make one query each. */
const NOTICE_CHUNK = 1_000;

/**
 * Tells many members of their money events at once (the stakes a day's accrual completed), as noticeMember
 * tells one: the notices by one insert per chunk, their live events by one statement, and one mail each.
 */
export async function noticeMembers(
  tx: DbOrTx,
  deps: NoticeDeps,
  told: { memberId: number; event: MoneyEvent }[],
  at: Date,
  options: { mailed?: boolean } = {},
): Promise<void> {
  for (let start = 0; start < told.length; start += NOTICE_CHUNK) {
    const chunk = told.slice(start, start + NOTICE_CHUNK).map((t) => ({ ...t, worded: word(t.event) }));
    const rows = await tx
      .insert(memberNotices)
      .values(
        chunk.map(({ memberId, event, worded }) => ({
          userId: memberId,
          kind: event.kind,
          title: worded.title,
          body: worded.body,
          link: worded.link?.url ?? null,
          createdAt: at,
        })),
      )
      .returning({ id: memberNotices.id, userId: memberNotices.userId });
    await publishLiveMany(
      tx,
      rows.map((r) => ({ member: r.userId, event: { name: 'notice', data: { notice_id: r.id } } })),
    );
    if (options.mailed === false) continue;
    const ids = [...new Set(chunk.map((t) => t.memberId))];
    const members = new Map(
      (
        await tx
          .select({ id: users.id, email: users.email, username: users.username })
          .from(users)
          .where(inArray(users.id, ids))
      ).map((m) => [m.id, m]),
    );
    for (const { memberId, event, worded } of chunk) {
      const member = members.get(memberId);
      if (!member) throw new Error(`member ${memberId} vanished while being told of a ${event.kind}`);
      await deps.mailer.send(tx, noticeMail(deps, member, worded, at, event.kind));
    }
  }
}

function noticeMail(
  deps: NoticeDeps,
  member: { id: number; email: string; username: string },
  { title, body, link }: Worded,
  at: Date,
  kind: MoneyEvent['kind'],
) {
  return {
    to: member.email,
    subject: `${deps.config.productName}: ${title}`,
    text: [
      `Hello ${member.username},`,
      '',
      body,
      ...(link ? ['', `See the transaction on ${link.name}: ${link.url}`] : []),
      '',
      `When: ${formatUtc(at)}`,
      '',
      'Every notice is also in the app under Announcements. If you did not expect this, contact support.',
    ].join('\n'),
    userId: member.id,
    purpose: `notice:${kind}`,
  };
}

// --- The member's list --------------------------------------------------------------------------------------

const notFound = () => new ApiError(404, 'Notice not found');
const isKind = (kind: string): kind is NoticeKind => (noticeKinds as readonly string[]).includes(kind);

async function unreadCount(tx: DbOrTx, memberId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(memberNotices)
    .where(and(eq(memberNotices.userId, memberId), isNull(memberNotices.readAt)));
  return Number(row?.n ?? 0);
}

/** GET notices: the member's newest notices (or those before `before`), whether any are older, and the unread. */
export async function listNotices(tx: DbOrTx, memberId: number, before?: number) {
  const rows = await tx
    .select()
    .from(memberNotices)
    .where(
      and(
        eq(memberNotices.userId, memberId),
        before === undefined ? undefined : lt(memberNotices.id, before),
      ),
    )
    .orderBy(desc(memberNotices.id))
    .limit(NOTICE_LIST_SIZE + 1);
  const data: Notice[] = rows.slice(0, NOTICE_LIST_SIZE).flatMap((r) =>
    isKind(r.kind)
      ? [
          {
            id: r.id,
            kind: r.kind,
            title: r.title,
            body: r.body,
            link: r.link,
            created_at: r.createdAt.toISOString(),
            read: r.readAt !== null,
          },
        ]
      : [],
  );
  return { data, older: rows.length > NOTICE_LIST_SIZE, unread: await unreadCount(tx, memberId) };
}

/** Marks one of the member's own notices read; another member's answers as one that does not exist. */
export async function markNoticeRead(tx: DbOrTx, memberId: number, id: number, now: Date) {
  const [row] = await tx
    .select({ readAt: memberNotices.readAt })
    .from(memberNotices)
    .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, memberId)));
  if (!row) throw notFound();
  if (row.readAt === null) {
    await tx
      .update(memberNotices)
      .set({ readAt: now })
      .where(and(eq(memberNotices.id, id), eq(memberNotices.userId, memberId)));
  }
  return unreadCount(tx, memberId);
}

export async function markAllNoticesRead(tx: DbOrTx, memberId: number, now: Date): Promise<number> {
  await tx
    .update(memberNotices)
    .set({ readAt: now })
    .where(and(eq(memberNotices.userId, memberId), isNull(memberNotices.readAt)));
  return 0;
}

// --- The anti-phishing phrase ---------------------------------------------------------------------------

export async function antiPhishingPhraseOf(tx: DbOrTx, memberId: number): Promise<string | null> {
  const [row] = await tx
    .select({ phrase: users.antiPhishingPhrase })
    .from(users)
    .where(eq(users.id, memberId));
  return row?.phrase ?? null;
}

/** Saves the phrase (checked by the contract), or removes it when empty. */
export async function saveAntiPhishingPhrase(
  tx: DbOrTx,
  memberId: number,
  phrase: string,
  at: Date,
): Promise<string | null> {
  const value = phrase === '' ? null : phrase;
  await tx.update(users).set({ antiPhishingPhrase: value, updatedAt: at }).where(eq(users.id, memberId));
  return value;
}
