import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  DEMO_OPERATOR_PASSWORD,
  menu,
  open,
  operatorSignsIn,
  postWithKey,
  snapshot,
  withKey,
} from './backOfficeWalk';
import { postJson, registerMember, tessera } from './tessera';

/**
 * The back office at volume, in the browser against the server `npm start` runs: each role starts the day on
 * its overview; finance pages through 150 pending withdrawals to the last and exports them; an admin freezes
 * a member's withdrawals and lifting the freeze needs a second admin.
 */

// A demo member with a payout address saved before the first start, so withdrawals are open at once.
const WITHDRAWER = 'grace';
const WITHDRAWALS = 150;

/** A member's session through the API's two sign-in steps. */
async function memberToken(username: string): Promise<string> {
  const member = tessera.demoSignIns().find((m) => m.username === username);
  if (!member?.pin) throw new Error(`${username} must be a demo member with a PIN`);
  const first = await postJson('pre-login', { username, password: member.password });
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  const second = await postJson('login', { mpin: member.pin }, String(first.body.token));
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  return String(second.body.token);
}

async function memberPost(path: string, token: string, body: unknown) {
  const response = await fetch(`${tessera.baseUrl}/api/${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

/**
 * 150 withdrawals of 10 USDT asked by the member through the API, as the withdraw screen asks them: funds
 * recorded by the operator key and synced, moved to the reserve wallet, then withdrawn from it, spread over
 * a few sessions since each takes 60 withdrawals a minute.
 */
async function seedPendingWithdrawals() {
  const pin = tessera.demoSignIns().find((m) => m.username === WITHDRAWER)?.pin;
  for (const amount of ['800', '800']) {
    const deposit = await postWithKey('deposit', {
      username: WITHDRAWER,
      payment_method_id: 1,
      amount,
      txhash: randomBytes(16).toString('hex'),
    });
    expect(deposit.status, JSON.stringify(deposit.body)).toBe(200);
  }
  const tokens = [
    await memberToken(WITHDRAWER),
    await memberToken(WITHDRAWER),
    await memberToken(WITHDRAWER),
  ];
  const sync = await fetch(`${tessera.baseUrl}/api/balance-sync?payment_method_id=1`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  expect(sync.status).toBe(200);
  const moved = await memberPost('transfer/amount', tokens[0]!, {
    wallet: 'pay_in_to_reserve',
    transfer_amount: String(WITHDRAWALS * 10),
    payee: WITHDRAWER,
    mpin: pin,
  });
  expect(moved.status, moved.text).toBe(200);
  for (let i = 0; i < WITHDRAWALS; i++) {
    const asked = await memberPost('withdraw', tokens[i % tokens.length]!, {
      amount: '10',
      wallet: 'reserve',
      mpin: pin,
    });
    expect(asked.status, asked.text).toBe(200);
  }
}

test('each role starts the day on its overview, showing only what it may read', async ({ browser }) => {
  test.setTimeout(240_000);
  const support = (
    await withKey<{ data: Array<{ username: string; role: string; approved_at: string | null }> }>(
      'operators',
    )
  ).data.find((op) => op.role === 'support' && op.approved_at !== null && op.username !== 'demo_support');
  const walks: Array<[string, string[], string[]]> = [
    [
      'demo_finance',
      ['Approvals waiting', 'Withdrawals by age', 'Deposits awaiting', 'Liabilities against holdings'],
      ['Open tickets by age'],
    ],
    [
      'demo_admin',
      [
        'Approvals waiting',
        'Withdrawals by age',
        'Open tickets by age',
        'Deposits awaiting',
        'Liabilities against holdings',
      ],
      [],
    ],
    [
      'demo_auditor',
      ['Approvals waiting', 'Withdrawals by age', 'Open tickets by age', 'Liabilities against holdings'],
      [],
    ],
  ];
  // Support's demo operator is the one whose first sign-in another walk shows; an approved support operator
  // added through the back office stands in when there is one.
  if (support)
    walks.push([
      support.username,
      ['Approvals waiting', 'Open tickets by age'],
      ['Withdrawals by age', 'Deposits awaiting'],
    ]);
  for (const [username, shown, hidden] of walks) {
    const password = username.startsWith('demo_') ? DEMO_OPERATOR_PASSWORD : 'a long operator passphrase';
    const page = await operatorSignsIn(browser, username, password);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    for (const name of shown) await expect(main.getByRole('region', { name })).toBeVisible();
    for (const name of hidden) await expect(main.getByRole('region', { name })).toHaveCount(0);
    await snapshot(page, `overview-${username}`);
    await page.context().close();
  }
});

test('finance pages through 150 pending withdrawals to the last page and exports them', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await seedPendingWithdrawals();
  const finance = await operatorSignsIn(browser, 'demo_finance', DEMO_OPERATOR_PASSWORD);
  const waiting = finance.getByRole('region', { name: 'Withdrawals by age' });
  // The overview counts them among what waits, by age.
  const pending = (await waiting.getByRole('region', { name: 'Pending' }).textContent()) ?? '';
  expect(Number(/All(\d+)/.exec(pending)?.[1])).toBeGreaterThanOrEqual(WITHDRAWALS);
  await waiting.getByRole('link', { name: 'Open the queue, oldest first' }).click();

  const queue = finance.getByRole('main');
  await queue.getByRole('textbox', { name: 'Member' }).fill(WITHDRAWER);
  await queue.getByRole('button', { name: 'Find' }).click();
  await expect(queue.getByText(`Showing 1 to 50 of ${WITHDRAWALS} results`)).toBeVisible();
  const pages = queue.getByRole('navigation', { name: 'Pending withdrawals pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(queue.getByText(`Showing 51 to 100 of ${WITHDRAWALS} results`)).toBeVisible();
  await pages.getByRole('button', { name: 'Last' }).click();
  await expect(queue.getByText(`Showing 101 to 150 of ${WITHDRAWALS} results`)).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  const rows = queue.getByRole('table', { name: 'Pending withdrawals' }).getByRole('row');
  await expect(rows).toHaveCount(51);
  await expect(finance).toHaveURL(/page=3/);
  await snapshot(finance, 'withdrawal-queue-last-page');

  // The export holds every one of them, whatever page is in view.
  const [download] = await Promise.all([
    finance.waitForEvent('download'),
    queue.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toMatch(/^id,code,member,status,asked_at/);
  expect(csv).toHaveLength(WITHDRAWALS + 1);
  expect(csv.slice(1).every((line) => line.includes(`,${WITHDRAWER},Pending,`))).toBe(true);
});

test("an admin freezes a member's withdrawals and a second admin must approve lifting it", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const member = {
    username: `frozen${randomBytes(2).toString('hex')}`,
    name: 'Frozen Walk',
    password: 'Frozen-walk-42',
    pin: '4917',
  };
  await registerMember(member);

  const admin = await operatorSignsIn(browser, 'demo_admin', DEMO_OPERATOR_PASSWORD);
  await open(admin, 'Members');
  await admin.getByRole('searchbox', { name: 'Search members' }).fill(member.username);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('link', { name: member.username }).click();
  const guards = admin.getByRole('region', { name: 'Withdrawals and security' });
  await expect(guards).toContainText('Withdrawals are not frozen.');
  await guards.getByRole('button', { name: 'Freeze withdrawals' }).click();
  const freeze = admin.getByRole('dialog');
  await freeze.getByLabel('Reason').fill('Sign-in from a new country, then a new payout address');
  await freeze.getByRole('button', { name: 'Freeze withdrawals' }).click();
  await expect(guards).toContainText(/Withdrawals frozen since .* by demo_admin: Sign-in from a new country/);

  // The server holds the freeze, not only the page.
  const file = await withKey<{ data: { profile: { withdrawals_frozen: unknown } } }>(
    `members/${member.username}`,
  );
  expect(file.data.profile.withdrawals_frozen).not.toBeNull();

  await guards.getByRole('button', { name: 'Lift freeze' }).click();
  const lift = admin.getByRole('dialog');
  await lift.getByLabel('Reason').fill('The owner confirmed the new address by phone');
  await lift.getByRole('button', { name: 'Ask to lift' }).click();
  await expect(guards).toContainText(
    `Lifting the freeze for ${member.username} waits for a second person's approval`,
  );
  await expect(guards).toContainText('Withdrawals frozen since');
  await snapshot(admin, 'member-frozen-lift-waiting');

  // Whoever asked cannot approve it.
  await open(admin, 'Money');
  const asked = admin.getByRole('row').filter({ hasText: member.username });
  await expect(asked).toContainText('Lift withdrawal freeze');
  await expect(asked).toContainText('Waiting for another operator');

  const second = await operatorSignsIn(browser, 'demo_admin2', DEMO_OPERATOR_PASSWORD);
  await open(second, 'Money');
  await second.getByLabel('Kind').selectOption({ label: 'Lift withdrawal freeze' });
  const request = second.getByRole('row').filter({ hasText: member.username });
  await expect(request).toContainText('The owner confirmed the new address by phone');
  await snapshot(second, 'approvals-lift-freeze');
  await request.getByRole('button', { name: 'Approve' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(second.getByText(/^Approved: the lift withdrawal freeze for/)).toBeVisible();

  await admin.goto(`/operator/members/${member.username}`);
  await expect(admin.getByRole('region', { name: 'Withdrawals and security' })).toContainText(
    'Withdrawals are not frozen.',
  );
  await expect(menu(admin)).toBeVisible();
});
