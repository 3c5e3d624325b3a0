import { and, count, eq, gte, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { MemberListItem, memberSearchQuery } from '../../src/api/contract';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import type { CsvColumn } from './csv';
import {
  afterRow,
  dayRange,
  exportBatches,
  type ListOrder,
  listEnvelope,
  orderOf,
  readPage,
} from './listPaging';

/** The back office's members: everyone, or those a search finds, a page at a time or all as CSV. */

export type MemberFilter = z.output<typeof memberSearchQuery>;

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(filter: MemberFilter): SQL | undefined {
  const { since, until } = dayRange(filter);
  const needle = filter.q ? `%${literal(filter.q)}%` : undefined;
  return and(
    needle && filter.q
      ? or(
          ilike(users.username, needle),
          ilike(users.name, needle),
          ilike(users.email, needle),
          eq(users.referralId, filter.q.toUpperCase()),
        )
      : undefined,
    filter.frozen === 'true' ? isNotNull(users.withdrawalsFrozenAt) : undefined,
    filter.frozen === 'false' ? isNull(users.withdrawalsFrozenAt) : undefined,
    since ? gte(users.createdAt, since) : undefined,
    until ? lt(users.createdAt, until) : undefined,
  );
}

/** A whole username or UVID searched for comes before the members that merely contain it. */
const exactOf = (q: string) =>
  sql`(lower(${users.username}) = ${q.toLowerCase()} or ${users.referralId} = ${q.toUpperCase()})`;

const orderFor = (filter: MemberFilter): ListOrder => ({
  table: users,
  key: filter.sort === 'username' ? sql`lower(${users.username})` : users.createdAt,
  id: users.id,
  dir: filter.dir,
});

async function rows(tx: DbOrTx, where: SQL | undefined, order: SQL[], limit: number, offset = 0) {
  const found = await tx
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      email: users.email,
      uvid: users.referralId,
      joinedAt: users.createdAt,
      verifiedAt: users.emailVerifiedAt,
      frozenAt: users.withdrawalsFrozenAt,
    })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return found.map((row): MemberListItem & { id: number } => ({
    id: row.id,
    username: row.username,
    name: row.name,
    email: row.email,
    uvid: row.uvid,
    joined_at: row.joinedAt.toISOString(),
    email_verified: row.verifiedAt !== null,
    withdrawals_frozen: row.frozenAt !== null,
  }));
}

const withoutId = ({ id: _id, ...member }: MemberListItem & { id: number }): MemberListItem => member;

export async function listMembers(tx: DbOrTx, filter: MemberFilter) {
  const where = whereOf(filter);
  const [counted] = await tx.select({ n: count() }).from(users).where(where);
  const total = Number(counted?.n ?? 0);
  const order = orderFor(filter);
  const exact = filter.q ? exactOf(filter.q) : undefined;
  const data = await readPage(total, filter, (reversed, limit, offset) => {
    const exactFirst = exact ? [reversed ? sql`${exact} asc` : sql`${exact} desc`] : [];
    return rows(tx, where, [...exactFirst, ...orderOf(order, reversed)], limit, offset);
  });
  const { q, frozen, from, to, sort, dir } = filter;
  return listEnvelope('operator/members', filter, total, data.map(withoutId), {
    q,
    frozen,
    from,
    to,
    sort,
    dir,
  });
}

/** Every member the filters select, in the list's order, batch by batch. */
export function exportMembers(tx: DbOrTx, filter: MemberFilter): AsyncGenerator<MemberListItem[]> {
  const where = whereOf(filter);
  const order = orderFor(filter);
  const exact = filter.q ? exactOf(filter.q) : undefined;
  // The exact matches, then the rest, each in the list's order: the same order as the pages.
  const parts = exact ? [and(where, exact), and(where, sql`not ${exact}`)] : [where];
  return (async function* () {
    for (const part of parts) {
      const batches = exportBatches(
        (afterId, limit) =>
          rows(tx, and(part, afterId === null ? undefined : afterRow(order, afterId)), orderOf(order), limit),
        (row) => row.id,
      );
      for await (const batch of batches) yield batch.map(withoutId);
    }
  })();
}

export const memberCsvColumns: CsvColumn<MemberListItem>[] = [
  { header: 'username', value: (m) => m.username },
  { header: 'name', value: (m) => m.name },
  { header: 'email', value: (m) => m.email },
  { header: 'uvid', value: (m) => m.uvid },
  { header: 'joined_at', value: (m) => m.joined_at },
  { header: 'email_verified', value: (m) => (m.email_verified ? 'yes' : 'no') },
  { header: 'withdrawals_frozen', value: (m) => (m.withdrawals_frozen ? 'yes' : 'no') },
];
