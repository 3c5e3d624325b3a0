import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { addDays, micros, StakingInstance, usdt } from './stakingInstance';

/**
 * Staking end to end, on an instance of the test's own: a member stakes 100 in the Free zone and 500 in
 * Executive Level 1 through the purchase modal, the server is restarted four days later (CLOCK_OFFSET_DAYS),
 * the operator runs the returns through the third day, and every figure the member sees — days and paid
 * income, transaction lines, the Out going balance — is the ledger's and equals three days at the rates the
 * packages disclosed. Then the Free stake is unstaked with the PIN and its principal comes back.
 */

const MEMBER = 'frank';
const DEPOSIT = 1_000n * 1_000_000n;
const FREE = { amount: 100n * 1_000_000n, ratePpm: 2_000n };
const EXECUTIVE = { amount: 500n * 1_000_000n, ratePpm: 5_000n, days: 10 };
const dailyReturn = (stake: { amount: bigint; ratePpm: bigint }) =>
  (stake.amount * stake.ratePpm) / 1_000_000n;

const instance = new StakingInstance();

test.afterAll(async () => {
  await instance.stop();
});

async function signIn(page: Page, username: string, password: string, pin: string) {
  await page.goto(`${instance.baseUrl}/login`);
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${instance.baseUrl}/login`);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByLabel('Security Pin').fill(pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/user\/explore$/);
}

async function stake(page: Page, zone: string, packageName: string, amount: string, duration?: string) {
  await page.getByRole('tab', { name: 'Stake', exact: true }).click();
  await page.getByRole('tab', { name: zone }).click();
  await page.getByRole('button', { name: `Stake Now in ${packageName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Stake in ${packageName}` });
  await dialog.getByLabel('Amount (USDT)').fill(amount);
  if (duration) await dialog.getByLabel('Duration (days)').fill(duration);
  await dialog.getByRole('button', { name: 'Next' }).click();
  const terms = dialog.getByLabel('Stake terms');
  await expect(terms).toBeVisible();
  return { dialog, terms };
}

async function myStakeRow(page: Page, invoiceId: string) {
  await page.getByRole('tab', { name: 'My Stake' }).click();
  return page.getByRole('table', { name: 'My Stake' }).getByRole('row').filter({ hasText: invoiceId });
}

test('stakes made in the browser earn three days of returns that the member sees and the ledger holds, and the Free stake unstakes with the PIN', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await instance.start();
  const member = instance.demoSignIns().find((m) => m.username === MEMBER);
  if (!member?.pin) throw new Error(`${MEMBER} must be a demo member with a PIN`);

  // A deposit balance to stake from.
  expect(instance.operator('deposit', MEMBER, '1', '1000', randomBytes(32).toString('hex'))).toContain(
    'Recorded deposit',
  );
  await signIn(page, MEMBER, member.password, member.pin);
  await page.goto(`${instance.baseUrl}/user/wallet`);
  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect.poll(async () => (await instance.ledger(MEMBER)).pay_in).toBe(DEPOSIT);

  // 100 in the Free zone: no term, so no end date and no expected total; leaving today returns it all.
  await page.goto(`${instance.baseUrl}/user/explore`);
  const free = await stake(page, 'Free Zone', 'Free Zone', '100');
  await expect(free.terms).toContainText(`Daily rate0.20% (${usdt(dailyReturn(FREE))}`);
  await expect(free.terms).toContainText('Last earning dayNone: runs until you unstake');
  await expect(free.terms).toContainText('If you unstake today100.00 USDT back');
  await free.dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // 500 in Executive Level 1 for 10 days: the expected total is what 10 days at its rate pay.
  const executive = await stake(page, 'Executive Zone', 'Level 1', '500', String(EXECUTIVE.days));
  await expect(executive.terms).toContainText(
    `Expected total return${usdt(dailyReturn(EXECUTIVE) * BigInt(EXECUTIVE.days))}`,
  );
  await expect(executive.terms).toContainText('Early-exit charge2.00%');
  await executive.dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await expect
    .poll(async () => instance.ledger(MEMBER))
    .toEqual({ pay_in: DEPOSIT - FREE.amount - EXECUTIVE.amount, pay_out: 0n, staked: 600n * 1_000_000n });

  // The stakes as the member's own API answer lists them: their ids and the day they were made.
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const listed = (await (
    await fetch(`${instance.baseUrl}/api/subscriptions?model=staking`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { data: { invoice_id: string; zone: string; created_at: string }[] } };
  const freeStake = listed.data.data.find((s) => s.zone === 'free');
  const executiveStake = listed.data.data.find((s) => s.zone === 'executive');
  if (!freeStake || !executiveStake)
    throw new Error(`Both stakes should be listed: ${JSON.stringify(listed)}`);
  const stakeDay = freeStake.created_at.slice(0, 10);
  const freeRow = await myStakeRow(page, freeStake.invoice_id);
  await expect(freeRow).toContainText('Active');
  await expect(freeRow).toContainText('Free Zone');

  // Four days later: the server catches up the days that have ended, the operator runs through day 3.
  // The offset is counted from the stake's day, so a run that crosses midnight UTC still lands on day 4.
  const daysSinceStake = Math.round(
    (Date.parse(new Date().toISOString().slice(0, 10)) - Date.parse(stakeDay)) / 86_400_000,
  );
  await instance.stop();
  await instance.start(4 - daysSinceStake);
  instance.operator('accrue', '--date', addDays(stakeDay, 3));
  const threeDays = 3n * (dailyReturn(FREE) + dailyReturn(EXECUTIVE));
  // Whoever paid them (the start-up catch-up or the operator's run), three days are paid once.
  const afterReturns = await instance.ledger(MEMBER);
  expect(afterReturns).toEqual({
    pay_in: DEPOSIT - FREE.amount - EXECUTIVE.amount,
    pay_out: threeDays,
    staked: 600n * 1_000_000n,
  });
  instance.operator('accrue', '--date', addDays(stakeDay, 3));
  expect((await instance.ledger(MEMBER)).pay_out).toBe(threeDays);

  await signIn(page, MEMBER, member.password, member.pin);
  const freeAfter = await myStakeRow(page, freeStake.invoice_id);
  const executiveAfter = page
    .getByRole('table', { name: 'My Stake' })
    .getByRole('row')
    .filter({ hasText: executiveStake.invoice_id });
  const dayCells = (row: typeof freeAfter) => row.getByRole('cell').nth(4);
  await expect(dayCells(freeAfter)).toHaveText('3');
  await expect(dayCells(executiveAfter)).toHaveText('3');
  await expect(freeAfter).toContainText(usdt(3n * dailyReturn(FREE)));
  await expect(executiveAfter).toContainText(usdt(3n * dailyReturn(EXECUTIVE)));

  // Transactions: the staking return lines add up to the three days.
  await page.goto(`${instance.baseUrl}/user/transaction`);
  const returnLines = page.getByRole('table', { name: 'Transactions' }).getByRole('row').filter({
    hasText: 'Staking Return',
  });
  await expect(returnLines.first()).toBeVisible();
  const lineTexts = await returnLines.allTextContents();
  const total = lineTexts
    // The first dollar figure of a line is its Amount; the second is the wallet's balance after it.
    .map((text) => /\$(\d+\.\d{2})/.exec(text)?.[1])
    .reduce((sum, amount) => sum + micros(amount), 0n);
  expect(total, `lines: ${JSON.stringify(lineTexts)}`).toBe(threeDays);
  for (const text of lineTexts) expect(text).toContain('Out going Wallet');

  // The Out going balance the member sees is the ledger's.
  await page.goto(`${instance.baseUrl}/user/transfer`);
  await expect(
    page
      .getByRole('list', { name: 'Transfer summary' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdraw Balance' }),
  ).toContainText(usdt(afterReturns.pay_out));

  // Unstake the Free stake with the PIN: it turns inactive, Unstake dims, the principal is back.
  await page.goto(`${instance.baseUrl}/user/explore`);
  const freeRowAgain = await myStakeRow(page, freeStake.invoice_id);
  await freeRowAgain.getByRole('button', { name: `Unstake ${freeStake.invoice_id}` }).click();
  const verify = page.getByRole('dialog', { name: 'Verify Your Account' });
  await verify.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(member.pin);
  await verify.getByRole('button', { name: 'Request' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(freeRowAgain).toContainText('Unstaked');
  await expect(freeRowAgain.getByRole('button', { name: `Unstake ${freeStake.invoice_id}` })).toBeDisabled();
  await expect(
    page
      .getByRole('table', { name: 'My Stake' })
      .getByRole('row')
      .filter({ hasText: executiveStake.invoice_id })
      .getByRole('button', { name: `Unstake ${executiveStake.invoice_id}` }),
  ).toBeEnabled();
  await expect
    .poll(async () => instance.ledger(MEMBER))
    .toEqual({
      pay_in: DEPOSIT - FREE.amount - EXECUTIVE.amount,
      pay_out: threeDays + FREE.amount,
      staked: EXECUTIVE.amount,
    });
  await page.goto(`${instance.baseUrl}/user/transfer`);
  await expect(
    page
      .getByRole('list', { name: 'Transfer summary' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdraw Balance' }),
  ).toContainText(usdt(threeDays + FREE.amount));
});
