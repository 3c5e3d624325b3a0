import type { Db } from './handle';
import { ticketSubjects } from './schema';

/** The subjects GET subjects offers, in this order; 'Others' asks the member to name the subject. */
export const defaultTicketSubjects = [
  { id: 1, subject: 'Deposit', sortOrder: 1 },
  { id: 2, subject: 'Withdrawal', sortOrder: 2 },
  { id: 3, subject: 'Staking', sortOrder: 3 },
  { id: 4, subject: 'Reserve', sortOrder: 4 },
  { id: 5, subject: 'Team and referrals', sortOrder: 5 },
  { id: 6, subject: 'Account and security', sortOrder: 6 },
  { id: 7, subject: 'Others', sortOrder: 7 },
];

/** Puts the subjects in place after a migration or a wipe; an operator's later wording is kept. */
export async function ensureTicketSubjects(db: Db): Promise<void> {
  await db.insert(ticketSubjects).values(defaultTicketSubjects).onConflictDoNothing();
}
