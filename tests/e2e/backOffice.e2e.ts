import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_OPERATOR_PASSWORD, open, operatorSignsIn, snapshot } from './backOfficeWalk';
import { sendPayout, signInFirstStep, tessera, untilCompleted } from './tessera';

/**
 * The back office in the browser, against the server `npm start` runs: an admin adds a finance and a support
 * operator, who can sign in once a second admin has approved them; finance records a deposit above the
 * approval threshold and a second finance operator approves it before the member sees it; a member's
 * withdrawal is approved and paid from the queue; support answers a ticket; the auditor reads all of it and
 * can change nothing; and every step is in the audit log.
 */

const DEMO_PASSWORD = DEMO_OPERATOR_PASSWORD;
const NEW_PASSWORD = 'a long operator passphrase';
// A demo member whose payout address was saved before the first start: a new one would pause withdrawals a day.
const MEMBER = { username: 'dave', password: 'Demo-pass-2026', pin: '8264' };

async function memberSignsIn(page: Page) {
  await signInFirstStep(page, MEMBER.username, MEMBER.password);
  await page.getByLabel('Security Pin').fill(MEMBER.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user\/explore$/);
}

/** The audit rows of one operator and action that went through. */
async function audited(operator: string, action: string) {
  const query = new URLSearchParams({ operator, action });
  const response = await fetch(`${tessera.baseUrl}/api/operator/audit?${query}`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  const { data } = (await response.json()) as { data: Array<{ details: { outcome?: string } }> };
  return data.filter((row) => row.details.outcome === 'ok');
}

test('operators run deposits, approvals, withdrawals and tickets from the back office, and the auditor sees it all', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);

  // The admin adds a finance and a support operator.
  const admin = await operatorSignsIn(browser, 'demo_admin', DEMO_PASSWORD);
  await open(admin, 'Operators');
  for (const [username, role] of [
    ['walk_finance', 'finance'],
    ['walk_support', 'support'],
  ] as const) {
    await admin.getByRole('button', { name: 'Add operator' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Password').fill(NEW_PASSWORD);
    await dialog.getByLabel('Role').selectOption(role);
    await dialog.getByRole('button', { name: 'Add operator' }).click();
    await expect(
      admin.getByText(`Adding ${username} as ${role} is waiting for a second admin's approval`),
    ).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: username })).toContainText(
      `${role}by demo_adminWaiting for a second admin`,
    );
  }
  await snapshot(admin, 'operators-waiting-for-a-second-admin');

  // A second admin approves both; the admin who added them could not.
  await open(admin, 'Money');
  const own = admin.getByRole('row').filter({ hasText: 'operator walk_finance' });
  await expect(own).toContainText('Waiting for another operator');
  const second = await operatorSignsIn(browser, 'demo_admin2', DEMO_PASSWORD);
  await open(second, 'Money');
  for (const username of ['walk_finance', 'walk_support']) {
    await second
      .getByRole('row')
      .filter({ hasText: `operator ${username}` })
      .getByRole('button', { name: 'Approve' })
      .click();
    await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(second.getByText(/^Approved: /)).toBeVisible();
  }

  // Finance records a deposit above the threshold: it waits for a second operator.
  const finance = await operatorSignsIn(browser, 'walk_finance', NEW_PASSWORD);
  await open(finance, 'Money');
  await finance.getByRole('tab', { name: 'Record deposit' }).click();
  await finance.getByLabel('Member username').fill(MEMBER.username);
  await finance.getByLabel('Payment method').selectOption('1');
  await finance.getByLabel('Amount (USDT)').fill('1500');
  const txhash = randomBytes(32).toString('hex');
  await finance.getByLabel('Transaction hash').fill(txhash);
  await finance.getByRole('button', { name: 'Record deposit' }).click();
  await expect(finance.getByText(/now waits for a second operator's approval/)).toBeVisible();
  await finance.getByRole('tab', { name: 'Approvals' }).click();
  const waiting = finance.getByRole('row').filter({ hasText: MEMBER.username });
  await expect(waiting).toContainText('Waiting for another operator');
  await expect(waiting.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // Nothing is credited before the second approval.
  await memberSignsIn(page);
  await page.goto('/user/wallet');
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('0.00 USDT');

  const other = await operatorSignsIn(browser, 'demo_finance', DEMO_PASSWORD);
  await open(other, 'Money');
  await other.getByRole('tab', { name: 'Approvals' }).click();
  await other
    .getByRole('row')
    .filter({ hasText: MEMBER.username })
    .getByRole('button', { name: 'Approve' })
    .click();
  await other.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(other.getByText(/^Approved: the deposit/)).toBeVisible();
  await other.getByLabel('Status').selectOption({ label: 'Approved' });
  await expect(other.getByRole('row').filter({ hasText: MEMBER.username }).first()).toContainText(
    'Approved by demo_finance',
  );

  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText('1500.00 USDT');

  // The member withdraws 100; finance approves and pays it from the queue; the member sees Completed.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const transfer = await fetch(`${tessera.baseUrl}/api/transfer/amount`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify({
      wallet: 'pay_in_to_reserve',
      transfer_amount: '200',
      payee: MEMBER.username,
      mpin: MEMBER.pin,
    }),
  });
  expect(transfer.status).toBe(200);
  const withdrawn = await fetch(`${tessera.baseUrl}/api/withdraw`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'idempotency-key': randomBytes(8).toString('hex'),
    },
    body: JSON.stringify({ amount: '100', wallet: 'reserve', mpin: MEMBER.pin }),
  });
  expect(withdrawn.status).toBe(200);

  await finance.getByRole('tab', { name: 'Withdrawals' }).click();
  const request = finance.getByRole('row').filter({ hasText: MEMBER.username });
  await request.getByRole('button', { name: 'Approve' }).click();
  await finance.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(finance.getByText(/is now Processing/)).toBeVisible();
  await finance.getByLabel('Status').selectOption({ label: 'Processing' });
  // The hot wallet pays on the development chain; the operator enters that transaction's hash.
  const processing = (await (
    await fetch(`${tessera.baseUrl}/api/operator/withdrawals?status=3&username=${MEMBER.username}`, {
      headers: { authorization: `Bearer ${tessera.operatorKey()}` },
    })
  ).json()) as { data: Array<{ id: number }> };
  const withdrawalId = processing.data[0]!.id;
  const payout = await sendPayout(withdrawalId);
  await request.getByRole('button', { name: 'Mark paid' }).click();
  await finance.getByRole('dialog').getByLabel('Transaction hash').fill(payout);
  await finance.getByRole('dialog').getByRole('button', { name: 'Mark paid' }).click();
  await untilCompleted(withdrawalId, MEMBER.username);
  await finance.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(finance.getByRole('row').filter({ hasText: MEMBER.username })).toContainText('Completed');
  await page.goto('/user/withdraw');
  await expect(page.getByRole('table', { name: 'Withdraw History' }).getByRole('row').nth(1)).toContainText(
    'Completed',
  );

  // The member asks support; support answers from the back office; the member reads the answer.
  await page.goto('/user/support');
  await page.getByRole('button', { name: 'Raise Ticket' }).click();
  const raise = page.getByRole('dialog');
  await raise.getByLabel('Subject').selectOption({ index: 1 });
  await raise.getByLabel('Message').fill('When does my withdrawal arrive?');
  await raise.getByRole('button', { name: 'Submit' }).click();
  const support = await operatorSignsIn(browser, 'walk_support', NEW_PASSWORD);
  await open(support, 'Tickets');
  await support.getByRole('row').filter({ hasText: MEMBER.username }).getByRole('link').first().click();
  await expect(support.getByText('When does my withdrawal arrive?')).toBeVisible();
  await support.getByRole('textbox', { name: 'Reply' }).fill('It was paid a minute ago.');
  await support.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('It was paid a minute ago.')).toBeVisible();

  // The auditor reads members, money and tickets, and has nothing to change them with.
  const auditor = await operatorSignsIn(browser, 'demo_auditor', DEMO_PASSWORD);
  await open(auditor, 'Members');
  await auditor.getByLabel('Search members').fill(MEMBER.username);
  await auditor.getByRole('button', { name: 'Search' }).click();
  await auditor.getByRole('link', { name: MEMBER.username }).click();
  await expect(auditor.getByRole('main')).toContainText('1,300');
  await expect(auditor.getByRole('button', { name: 'End all sessions' })).toHaveCount(0);
  await open(auditor, 'Money');
  await auditor.getByRole('tab', { name: 'Withdrawals' }).click();
  await auditor.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(auditor.getByRole('row').filter({ hasText: MEMBER.username })).toContainText('Completed');
  await expect(auditor.getByRole('button', { name: /^(Approve|Mark paid|Reject)$/ })).toHaveCount(0);
  await expect(auditor.getByRole('tab', { name: 'Record deposit' })).toHaveCount(0);
  await open(auditor, 'Tickets');
  await auditor.getByRole('row').filter({ hasText: MEMBER.username }).getByRole('link').first().click();
  await expect(auditor.getByText('It was paid a minute ago.')).toBeVisible();
  await expect(auditor.getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await open(auditor, 'Audit log');
  await expect(auditor.getByRole('table')).toContainText('withdrawal.paid');

  // Every step is in the audit log, under the operator who took it.
  for (const [operator, action, times] of [
    ['demo_admin', 'operator.create', 2],
    ['demo_admin2', 'approval.approve', 2],
    ['walk_finance', 'deposit.record', 1],
    ['demo_finance', 'approval.approve', 1],
    ['walk_finance', 'withdrawal.approve', 1],
    ['walk_finance', 'withdrawal.paid', 1],
    ['walk_support', 'ticket.reply', 1],
  ] as const) {
    expect(await audited(operator, action), `${operator} ${action}`).toHaveLength(times);
  }
});
