import { TICKET_STATUS } from '../../src/api/contract';
import type { Db } from '../db/client';
import { announcements, tickets } from '../db/schema';
import { findMemberByUsername } from '../services/members';
import { addMessage, setStatus } from '../services/ticketStore';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Texts an operator would publish; seeded once with the demo team. */
const demoAnnouncements = [
  {
    title: 'How withdrawals are reviewed',
    body:
      'Every withdrawal request is checked by the operations team before it is paid. A request shows as ' +
      'Pending until it is picked up, then Processing, and Completed once the transfer is sent, with its ' +
      'transaction hash. A rejected request returns the amount to the wallet it came from, and the reason ' +
      'is shown beside it. Check the network and address before you submit: a transfer on the chain cannot ' +
      'be reversed.',
    pinned: true,
    daysAgo: 6,
  },
  {
    title: 'Scheduled maintenance on Sunday',
    body:
      'The platform will be unavailable on Sunday between 02:00 and 03:00 UTC while the database is ' +
      'upgraded. Balances, stakes and reservations are not affected, and daily returns for that day are ' +
      'paid as usual once the work is finished.',
    pinned: false,
    daysAgo: 2,
  },
  {
    title: 'Security reminder',
    body:
      'Support will never ask for your password, your Security Pin or an authenticator code, by e-mail, ' +
      'chat or in a ticket. If someone does, do not answer and raise a ticket under Account and security. ' +
      'You can review recent sign-ins and sessions under Profile, Logs.',
    pinned: false,
    daysAgo: 1,
  },
];

/** Three announcements, and one answered ticket for the demo member. */
export async function seedDemoSupport(db: Db, now: Date): Promise<void> {
  await db.insert(announcements).values(
    demoAnnouncements.map((a) => {
      const at = new Date(now.getTime() - a.daysAgo * DAY_MS);
      return { title: a.title, body: a.body, pinned: a.pinned, publishAt: at, createdAt: at };
    }),
  );
  const member = await findMemberByUsername(db, 'demo');
  if (!member) return;
  const opened = new Date(now.getTime() - DAY_MS - 3 * HOUR_MS);
  await db.transaction(async (tx) => {
    const [ticket] = await tx
      .insert(tickets)
      .values({ userId: member.id, subjectId: 1, createdAt: opened, lastReplyAt: opened })
      .returning({ id: tickets.id });
    const id = ticket!.id;
    await addMessage(tx, {
      ticketId: id,
      author: { userId: member.id },
      body: 'I sent 200 USDT on TRC20 an hour ago and it is not in my Receiving wallet yet. What should I check?',
      now: opened,
    });
    await addMessage(tx, {
      ticketId: id,
      author: { adminName: 'Support' },
      body:
        'Thank you for writing. Deposits are credited once the network confirms the transfer; press Sync ' +
        'Balance on the Deposit page to check again. If it still does not appear, reply here with the ' +
        'transaction hash and we will look it up.',
      now: new Date(opened.getTime() + 2 * HOUR_MS),
    });
    await setStatus(tx, id, TICKET_STATUS.open);
  });
}
