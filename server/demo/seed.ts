import { eq, sql } from 'drizzle-orm';
import { generateSecret } from 'otplib';
import type { AuthType } from '../../src/api/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { packageInForce } from '../db/stakingPackages';
import { creditDeposits, recordDeposit } from '../services/deposits';
import { countMembers, findMemberByUsername, registerMember } from '../services/members';
import { placeStake } from '../services/staking';
import { seedDemoOperators } from './operators';
import { demoProfiles } from './profiles';
import { seedDemoSupport } from './support';
import { seedDemoWithdrawAddresses } from './withdrawAddresses';

export interface DemoSignIn {
  username: string;
  password: string;
  pin?: string;
  /** How the second step works: a member's auth type, or an operator's authenticator. */
  authType: AuthType | 'operator';
  totpSecret?: string;
  note: string;
}

export const DEMO_PASSWORD = 'Demo-pass-2026';

interface DemoMember {
  username: string;
  name: string;
  sponsor: string;
  position?: 'L' | 'R';
  pin: string;
  authType: AuthType;
  note: string;
}

const team: DemoMember[] = [
  {
    username: 'demo',
    name: 'Dana Demo',
    sponsor: '',
    pin: '4831',
    authType: 'mpin',
    note: 'top of the team',
  },
  {
    username: 'alice',
    name: 'Alice Moreau',
    sponsor: 'demo',
    position: 'L',
    pin: '5927',
    authType: 'authenticator',
    note: 'left of demo; add the secret to an authenticator app',
  },
  {
    username: 'bob',
    name: 'Bob Okafor',
    sponsor: 'demo',
    position: 'R',
    pin: '6142',
    authType: 'otp',
    note: 'right of demo; the sign-in code arrives by e-mail (outbox/log)',
  },
  {
    username: 'carol',
    name: 'Carol Lindqvist',
    sponsor: 'alice',
    position: 'L',
    pin: '7358',
    authType: 'mpin',
    note: 'sponsored by alice',
  },
  {
    username: 'dave',
    name: 'Dave Tanaka',
    sponsor: 'alice',
    position: 'R',
    pin: '8264',
    authType: 'mpin',
    note: 'sponsored by alice',
  },
  {
    username: 'erin',
    name: 'Erin Castillo',
    sponsor: 'bob',
    position: 'L',
    pin: '3619',
    authType: 'otp',
    note: 'sponsored by bob; e-mail codes',
  },
  {
    username: 'frank',
    name: 'Frank Mensah',
    sponsor: 'bob',
    position: 'R',
    pin: '2753',
    authType: 'mpin',
    note: 'sponsored by bob',
  },
  {
    username: 'grace',
    name: 'Grace Kowalski',
    sponsor: 'demo',
    position: 'L',
    pin: '9416',
    authType: 'mpin',
    note: 'sponsored by demo, spilled down the left edge',
  },
  {
    username: 'heidi',
    name: 'Heidi Nakamura',
    sponsor: 'carol',
    position: 'R',
    pin: '5382',
    authType: 'mpin',
    note: 'sponsored by carol',
  },
  {
    username: 'ivan',
    name: 'Ivan Petrov',
    sponsor: 'dave',
    position: 'L',
    pin: '6829',
    authType: 'mpin',
    note: 'sponsored by dave',
  },
  {
    username: 'judy',
    name: 'Judy Adeyemi',
    sponsor: 'demo',
    position: 'R',
    pin: '7195',
    authType: 'mpin',
    note: 'sponsored by demo, spilled down the right edge',
  },
  {
    username: 'mallory',
    name: 'Mallory Silva',
    sponsor: 'frank',
    position: 'L',
    pin: '8531',
    authType: 'mpin',
    note: 'sponsored by frank',
  },
];

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
const DAY_MS = 86_400_000;

/**
 * Demo money: a deposit each, then stakes made some days ago, so the first start-up's catch-up pays their
 * returns and the member area shows earnings at once: demo's team income alone comes to more than a page of
 * payouts. Package 1 is Executive Level 1, package 7 the Free zone.
 */
const demoStakes: Array<{
  username: string;
  deposit: number;
  stakes: Array<{ packageId: number; amount: number; durationDays: number | null; daysAgo: number }>;
}> = [
  {
    username: 'demo',
    deposit: 5_000,
    stakes: [
      { packageId: 7, amount: 1_000, durationDays: null, daysAgo: 6 },
      { packageId: 1, amount: 500, durationDays: 30, daysAgo: 5 },
    ],
  },
  {
    username: 'carol',
    deposit: 1_000,
    stakes: [{ packageId: 1, amount: 300, durationDays: 10, daysAgo: 7 }],
  },
  {
    username: 'grace',
    deposit: 800,
    stakes: [{ packageId: 7, amount: 200, durationDays: null, daysAgo: 8 }],
  },
];

/** Through the same code as an operator-recorded deposit, a balance sync and POST subscription/store. */
async function seedDemoStakes(db: Db, now: Date): Promise<void> {
  for (const plan of demoStakes) {
    const member = await findMemberByUsername(db, plan.username);
    if (!member) continue;
    const firstStakeAt = new Date(now.getTime() - Math.max(...plan.stakes.map((s) => s.daysAgo)) * DAY_MS);
    await recordDeposit(db, {
      username: member.username,
      paymentMethodId: 1,
      amount: usdt(plan.deposit),
      thash: `demo-deposit-${member.username}`,
      source: 'seed',
      now: new Date(firstStakeAt.getTime() - 60 * 60 * 1000),
    });
    await creditDeposits(db, member.id, 1, null);
    for (const stake of plan.stakes) {
      const at = new Date(now.getTime() - stake.daysAgo * DAY_MS);
      const row = await packageInForce(db, stake.packageId, at);
      if (!row) continue;
      await db.transaction(async (tx) => {
        const amount = usdt(stake.amount);
        await placeStake(tx, member.id, row, { amount, durationDays: stake.durationDays }, at);
        // The database counts a new stake into today's team business; a demo stake made days ago is not
        // today's, so the uplines' Daily Team Business starts from what members stake after the start.
        await tx.execute(sql`update member_daily_stats d set team_business = greatest(d.team_business - ${amount}, 0)
          from member_ancestors a
          where a.member_id = ${member.id} and d.member_id = a.ancestor_id and d.day = team_today()`);
      });
    }
  }
}

/**
 * Creates a demo team on an empty database through the same registration and placement code as
 * POST register, with e-mails already verified. Returns what to print so a visitor can sign in, or null
 * when members already exist.
 */
export async function seedDemoData(
  db: Db,
  config: Config,
  now: Date = new Date(),
): Promise<DemoSignIn[] | null> {
  if ((await countMembers(db)) > 0) return null;
  const signIns: DemoSignIn[] = [];
  for (const [index, member] of team.entries()) {
    const totpSecret = member.authType === 'authenticator' ? generateSecret() : undefined;
    await registerMember(
      db,
      {
        name: member.name,
        username: member.username,
        email: `${member.username}@example.com`,
        phone: `+1555000${String(index).padStart(4, '0')}`,
        countryId: 46,
        password: DEMO_PASSWORD,
        pin: member.pin,
        sponsor: member.sponsor,
        position: member.position,
        authType: member.authType,
        totpSecret: totpSecret ?? null,
        emailVerifiedAt: now,
      },
      { pinPepper: config.pinPepper, now: () => now },
      async (tx, registered) => {
        const profile = demoProfiles[member.username];
        if (!profile) return;
        // Named one by one, so the check of guarded columns can read that only Basic Info is written here.
        const { gender, dob, addressLine1, addressLine2, landmark, city, state, pincode } = profile;
        await tx
          .update(users)
          .set({ gender, dob, addressLine1, addressLine2, landmark, city, state, pincode })
          .where(eq(users.id, registered.id));
      },
    );
    signIns.push({
      username: member.username,
      password: DEMO_PASSWORD,
      ...(member.authType === 'mpin' ? { pin: member.pin } : {}),
      authType: member.authType,
      ...(totpSecret ? { totpSecret } : {}),
      note: member.note,
    });
  }
  await seedDemoStakes(db, now);
  await seedDemoWithdrawAddresses(
    db,
    team.map((member) => member.username),
    now,
  );
  await seedDemoSupport(db, now);
  signIns.push(...(await seedDemoOperators(db, now)));
  return signIns;
}
