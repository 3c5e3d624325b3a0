import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { memberApi, operatorCli, postJson, signInWithPin, tessera } from './tessera';

/**
 * The dashboard's daily figures never exceed their totals: a member of demo's team stakes 500 and 100 and
 * unstakes the 100 the same day, and demo's Account page shows the day's Team Business grown by the 500 that
 * still stands, as the total is, with every Daily figure at most its Total. demo's team has business from
 * earlier days, so the total is no cap that would hide a day counting the unstaked 100.
 */

const UPLINE = 'demo';
const MEMBER = 'heidi';

/** The member signs in through the API, as their own phone would, while the upline watches in the browser. */
async function apiSession(username: string): Promise<{ token: string; pin: string }> {
  const member = tessera.demoSignIns().find((m) => m.username === username);
  if (!member?.pin) throw new Error(`${username} must be a demo member with a PIN`);
  const pre = await postJson('pre-login', { username, password: member.password });
  const login = await postJson('login', { mpin: member.pin }, String(pre.body.token));
  expect(login.status).toBe(200);
  return { token: String(login.body.token), pin: member.pin };
}

/** The Daily and Total cards as the upline reads them: each label with its dollar value in cents. */
async function figures(page: Page) {
  await page.goto('/user/account');
  const card = async (title: string) => {
    const section = page.getByRole('region', { name: title, exact: true });
    await expect(section.getByRole('definition').first()).toBeVisible();
    const labels = await section.getByRole('term').allTextContents();
    const values = await section.getByRole('definition').allTextContents();
    return Object.fromEntries(labels.map((label, i) => [label, values[i]!]));
  };
  return { daily: await card('Daily'), total: await card('Total') };
}

const cents = (dollars: string) => {
  const match = /^\$(\d+)\.(\d{2})$/.exec(dollars);
  if (!match) return Number(dollars);
  return Number(match[1]) * 100 + Number(match[2]);
};

test("the day's team business counts only what still stands, and no daily figure passes its total", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInWithPin(page, UPLINE);
  const before = await figures(page);
  expect(cents(before.total['Team Business']!) - cents(before.daily['Team Business']!)).toBeGreaterThan(
    10_000,
  );

  const member = await apiSession(MEMBER);
  expect(operatorCli('deposit', MEMBER, '1', '600', randomBytes(32).toString('hex'))).toContain(
    'Recorded deposit',
  );
  await memberApi('balance-sync?payment_method_id=1', member.token);
  const stake = (amount: string) =>
    memberApi('subscription/store', member.token, {
      username: MEMBER,
      package_id: 1,
      subscription_type: 'variable',
      model: 'staking',
      investment_amount: amount,
      zone: 'executive',
      duration: 10,
    });
  await stake('500');
  const left = await stake('100');
  await memberApi(`subscription/${String(left.data.id)}/cancel`, member.token, { mpin: member.pin });

  const after = await figures(page);
  expect(cents(after.daily['Team Business']!) - cents(before.daily['Team Business']!)).toBe(50_000);
  expect(cents(after.total['Team Business']!) - cents(before.total['Team Business']!)).toBe(50_000);
  for (const [label, daily] of Object.entries(after.daily)) {
    expect(cents(daily), `Daily ${label} against Total`).toBeLessThanOrEqual(cents(after.total[label]!));
  }
});
