import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_WITHOUT_ADDRESS, demoWithdrawalAddress } from '../../server/demo/withdrawAddresses';
import {
  expectSignedInAt,
  latestMail,
  operatorCli,
  payOnChain,
  signInFirstStep,
  tessera,
  untilCompleted,
} from './tessera';

/**
 * The whole money path in the browser, against the server `npm start` runs: the operator records a deposit,
 * the member syncs it, moves 50 to reserve, withdraws 20 with the PIN to the address saved before the first
 * start, and the operator approves and pays it. After every step each balance the member can see is compared
 * with the ledger, read through the operator API. A member without an address saves one and is told that
 * withdrawals wait a day.
 */

const MEMBER = 'frank';
/** frank's place in the demo team, which picks the payout address the demo gives him. */
const MEMBER_INDEX = 6;
// A well-formed TRON address (base58check), used only as a destination string.
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

interface LedgerBalances {
  pay_in: string;
  pay_out: string;
  reserve: string;
  pending_withdrawal: string;
}

async function ledger(username: string): Promise<LedgerBalances> {
  const response = await fetch(`${tessera.baseUrl}/api/operator/balances?username=${username}`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  expect(response.status).toBe(200);
  const { data } = (await response.json()) as { data: LedgerBalances };
  // '250.000000' → '250', so a balance reads the way the steps below name it.
  const whole = (amount: string) => amount.replace(/\.0+$/, '');
  return {
    pay_in: whole(data.pay_in),
    pay_out: whole(data.pay_out),
    reserve: whole(data.reserve),
    pending_withdrawal: whole(data.pending_withdrawal),
  };
}

/** '250' → '250.00 USDT', as every money screen prints a whole amount. */
const usdt = (whole: string) => `${whole}.00 USDT`;

const summaryItem = (page: Page, list: string, title: string): Locator =>
  page.getByRole('list', { name: list }).getByRole('listitem').filter({ hasText: title });

async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(pin);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

test('a deposit is synced, 50 moves to reserve, 20 is withdrawn with the PIN and paid, and every balance on screen is the ledger’s', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = tessera.demoSignIns().find((m) => m.username === MEMBER);
  if (!member?.pin) throw new Error(`${MEMBER} must be a demo member with a PIN`);
  const start = await ledger(MEMBER);
  expect(start).toMatchObject({ pay_in: '0', pay_out: '0', reserve: '0', pending_withdrawal: '0' });

  // The operator records an incoming deposit; nothing is credited until the member syncs.
  const txhash = randomBytes(32).toString('hex');
  expect(operatorCli('deposit', MEMBER, '1', '250', txhash)).toContain('Recorded deposit');
  expect((await ledger(MEMBER)).pay_in).toBe('0');

  await signInFirstStep(page, MEMBER, member.password);
  await page.getByLabel('Security Pin').fill(member.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', MEMBER);

  // Deposit: opening the page syncs, and the member is told what was credited; the deposit is credited once.
  await page.goto('/user/wallet');
  await expect(page.getByText('Credited 250.00 USDT (').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect(page.getByRole('link', { name: new RegExp(txhash.slice(0, 8)) })).toBeVisible();
  await expect.poll(async () => (await ledger(MEMBER)).pay_in).toBe('250');
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toContainText(usdt('250'));
  await page.getByRole('button', { name: 'Sync Balance' }).click();
  await expect(page.getByText('Last sync: No new deposits')).toBeVisible();
  expect((await ledger(MEMBER)).pay_in).toBe('250');

  // Transfer 50 from the deposit wallet to reserve.
  await page.goto('/user/transfer');
  await page.getByRole('button', { name: 'Click for transfer' }).click();
  const form = page.getByRole('dialog', { name: 'Transfer To' });
  await form.getByLabel('Wallet').selectOption('pay_in_to_reserve');
  await form.getByLabel('Amount').fill('50');
  await form.getByRole('button', { name: 'Next' }).click();
  // A wrong PIN first: its refusal shows, then the right PIN's success replaces it at once, in green.
  const wrongPin = member.pin === '0000' ? '1111' : '0000';
  await enterPin(page, wrongPin);
  const refusal = page.locator('.Toastify__toast--error').filter({ hasText: /Invalid Security Pin/i });
  await expect(refusal).toBeVisible();
  if (await form.getByRole('button', { name: 'Next' }).isVisible()) {
    await form.getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('dialog').getByLabel('Digit 1 of 4').fill('');
  await enterPin(page, member.pin);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const success = page.locator('.Toastify__toast--success').filter({ hasText: 'Transfer successful' });
  await expect(success).toBeVisible({ timeout: 2000 });
  await expect(refusal).toHaveCount(0);
  await expect.poll(async () => (await ledger(MEMBER)).reserve).toBe('50');
  const afterTransfer = await ledger(MEMBER);
  expect(afterTransfer).toMatchObject({ pay_in: '200', pay_out: '0', reserve: '50' });
  await expect(summaryItem(page, 'Transfer summary', 'Wallet Balance')).toContainText(usdt('200'));
  await expect(summaryItem(page, 'Transfer summary', 'Reserve')).toContainText(usdt('50'));
  await expect(page.getByRole('table', { name: 'Transfer History' })).toContainText(usdt('50'));

  // The withdrawal address the demo member saved a week before the first start, locked once saved.
  await page.goto('/user/profile?tab=withdraw');
  await expect(page.getByLabel('Receiving Address')).toHaveValue(demoWithdrawalAddress(MEMBER_INDEX));
  await expect(page.getByText('Your withdrawal address is saved and locked.')).toBeVisible();

  // Withdraw 20 from reserve with the PIN: it waits, held, for the operator.
  await page.goto('/user/withdraw');
  await expect(summaryItem(page, 'Balances', 'Reserve Balance')).toContainText(usdt('50'));
  await expect(summaryItem(page, 'Balances', 'Withdraw Balance')).toContainText(usdt('0'));
  await page.getByLabel('Wallet').selectOption('reserve');
  await page.getByLabel('Amount').fill('20');
  await page.getByRole('button', { name: 'Next' }).click();
  await enterPin(page, member.pin);
  const history = page.getByRole('table', { name: 'Withdraw History' });
  await expect(history.getByRole('row').nth(1)).toContainText('Pending');
  await expect(summaryItem(page, 'Balances', 'Reserve Balance')).toContainText(usdt('30'));
  expect(await ledger(MEMBER)).toMatchObject({
    pay_in: '200',
    pay_out: '0',
    reserve: '30',
    pending_withdrawal: '20',
  });

  // The operator approves it and marks it paid with the chain transaction.
  const listed = operatorCli('withdrawals', '--status', '0');
  const id = listed
    .split('\n')
    .find((line) => line.includes(MEMBER))
    ?.match(/#(\d+)/)?.[1];
  expect(id, listed).toBeTruthy();
  expect(operatorCli('withdrawal', 'approve', id!)).toContain('Processing');
  // Paid on the development chain; Tessera completes it once the payout is final there.
  await payOnChain(id!);
  await untilCompleted(id!, MEMBER);

  await page.reload();
  await expect(history.getByRole('row').nth(1)).toContainText('Completed');
  const end = await ledger(MEMBER);
  expect(end).toMatchObject({ pay_in: '200', pay_out: '0', reserve: '30', pending_withdrawal: '0' });
  await expect(summaryItem(page, 'Balances', 'Reserve Balance')).toContainText(usdt(end.reserve));
  await expect(summaryItem(page, 'Balances', 'Withdraw Balance')).toContainText(usdt(end.pay_out));

  // Every ledger line of the member is a transaction line.
  await page.goto('/user/transaction');
  // Amounts in dollars (spec document 2 §9), each line with its wallet's balance after it.
  const lines = page.getByRole('table', { name: /Transactions/ });
  await expect(lines).toContainText('$250.00');
  await expect(lines).toContainText('$50.00');
  await expect(lines).toContainText('$20.00');

  expect(operatorCli('ledger', 'check')).toContain('The ledger is sound.');
});

test('a newly saved withdrawal address pauses withdrawals for a day, says until when and mails the member', async ({
  page,
}) => {
  const member = tessera.demoSignIns().find((m) => m.username === DEMO_WITHOUT_ADDRESS);
  if (!member?.pin) throw new Error(`${DEMO_WITHOUT_ADDRESS} must be a demo member with a PIN`);
  await signInFirstStep(page, member.username, member.password);
  await page.getByLabel('Security Pin').fill(member.pin);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectSignedInAt(page, '/user/explore', member.username);

  await page.goto('/user/withdraw');
  await expect(page.getByRole('region', { name: /Withdrawals reopen at/ })).toHaveCount(0);
  const savedAt = new Date();
  await page.goto('/user/profile?tab=withdraw');
  await page.getByLabel('Receiving Address').fill(TRON_ADDRESS);
  await page.getByLabel('Digit 1 of 4').focus();
  await page.keyboard.insertText(member.pin);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your withdrawal address is saved and locked.')).toBeVisible();
  await expect(page.getByLabel('Receiving Address')).toHaveValue(TRON_ADDRESS);

  await page.goto('/user/withdraw');
  const notice = page.getByRole('region', { name: /Withdrawals reopen at/ });
  await expect(notice).toContainText('a withdrawal address is saved or chosen');
  await expect(page.getByLabel('Amount')).toBeDisabled();
  const mail = await latestMail(member.username, 'security:withdraw_setting_saved', savedAt);
  expect(mail.text).toContain(`the TRC20 address ${TRON_ADDRESS}`);
  expect(mail.text).toMatch(/withdrawals are paused until \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
});
