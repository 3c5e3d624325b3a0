import { operatorRoles } from '../../src/api/contract';
import type { Db } from '../db/client';
import { createOperator } from '../services/operatorAccounts';

export const DEMO_OPERATOR_PASSWORD = 'Demo-operator-2026';

/** One operator per role, so each role's back office can be tried; their authenticators are set up at first sign-in. */
export async function seedDemoOperators(db: Db, now: Date) {
  const signIns = [];
  for (const role of operatorRoles) {
    const username = `demo_${role}`;
    await createOperator(db, { username, password: DEMO_OPERATOR_PASSWORD, role }, now);
    signIns.push({
      username,
      password: DEMO_OPERATOR_PASSWORD,
      authType: 'operator' as const,
      note: `operator, ${role}: sign in at /operator`,
    });
  }
  return signIns;
}
