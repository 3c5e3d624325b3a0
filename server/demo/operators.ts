import { type OperatorRole, operatorRoles } from '../../src/api/contract';
import type { Db } from '../db/client';
import { createOperator } from '../services/operatorAccounts';

export const DEMO_OPERATOR_PASSWORD = 'Demo-operator-2026';

/**
 * Operators approve nothing in their first 24 hours; the demo team is dated a day and an hour before the
 * installation, as a team that has run the platform for a while, so the two-person rule can be tried at once.
 */
const SETTLED_MS = 25 * 60 * 60_000;

/**
 * One operator per role, and a second admin so that what one admin asks (a new operator, lifting a member's
 * withdrawal freeze, a reset) has someone to approve it; their authenticators are set up at first sign-in.
 */
const demoOperators: { username: string; role: OperatorRole }[] = [
  ...operatorRoles.map((role) => ({ username: `demo_${role}`, role })),
  { username: 'demo_admin2', role: 'admin' },
];

export async function seedDemoOperators(db: Db, now: Date) {
  const made = new Date(now.getTime() - SETTLED_MS);
  const signIns = [];
  for (const { username, role } of demoOperators) {
    await createOperator(db, { username, password: DEMO_OPERATOR_PASSWORD, role }, made);
    signIns.push({
      username,
      password: DEMO_OPERATOR_PASSWORD,
      authType: 'operator' as const,
      note: `operator, ${role}: sign in at /operator`,
    });
  }
  return signIns;
}
