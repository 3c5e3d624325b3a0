import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './members';

/**
 * A member's own notices of money events (a deposit seen or credited, a withdrawal's steps, a stake started or
 * ended, a reserve claim paid, a payout address saved), written in the transaction of the event itself, so an
 * event that rolls back leaves none. The text is fixed when written: it says what was true then.
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A page that shows the event elsewhere, e.g. a payout's transaction on its chain explorer. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('member_notices_user_idx').on(t.userId, t.id)],
);
