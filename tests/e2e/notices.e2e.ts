import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { memberApi, operatorCli, payOnChain, signInWithPin, tessera, untilCompleted } from './tessera';

/**
 * Notice of every money event: a member sets an anti-phishing phrase in Profile, then a deposit, a stake and
 * a withdrawal the operator approves and pays each reach the member's mail headed by that phrase, and the
 * header's bell counts them until they are read on its page.
 */

const MEMBER = 'ivan';
const PHRASE = 'Quiet harbour lights';

/** The member's mail as an operator reads it, newest first. */
async function mailOf(username: string) {
  const response = await fetch(`${tessera.baseUrl}/api/operator/mail?username=${username}&limit=20`, {
    headers: { authorization: `Bearer ${tessera.operatorKey()}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Array<{ purpose: string | null; text: string }> }).data;
}

test('each money event reaches the member by mail with their phrase and in the bell’s list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = tessera.demoSignIns().find((m) => m.username === MEMBER);
  if (!member?.pin) throw new Error(`${MEMBER} must be a demo member with a PIN`);
  const token = await signInWithPin(page, MEMBER);

  await page.goto('/user/profile?tab=basic');
  await page.getByRole('textbox', { name: 'Anti-phishing phrase' }).fill(PHRASE);
  await page.getByRole('button', { name: 'Save phrase' }).click();
  await expect(page.getByText('Anti-phishing phrase saved')).toBeVisible();

  // A deposit recorded by the operator and credited by Sync Balance; a stake made and ended.
  expect(operatorCli('deposit', MEMBER, '1', '150', randomBytes(32).toString('hex'))).toContain(
    'Recorded deposit',
  );
  await memberApi('balance-sync?payment_method_id=1', token);
  const staked = await memberApi('subscription/store', token, {
    username: MEMBER,
    package_id: 1,
    subscription_type: 'variable',
    model: 'staking',
    investment_amount: '100',
    zone: 'executive',
    duration: 10,
  });
  await memberApi(`subscription/${staked.data.id}/cancel`, token, { mpin: member.pin });

  // A withdrawal requested by the member, approved and paid by the operator on the command line.
  const requested = await memberApi('withdraw', token, { amount: '20', wallet: 'pay_out', mpin: member.pin });
  const list = (await (
    await fetch(`${tessera.baseUrl}/api/operator/withdrawals?status=0&username=${MEMBER}`, {
      headers: { authorization: `Bearer ${tessera.operatorKey()}` },
    })
  ).json()) as { data: Array<{ id: number; code: string }> };
  const withdrawal = list.data.find((w) => w.code === requested.code);
  if (!withdrawal) throw new Error(`withdrawal ${String(requested.code)} is not pending`);
  operatorCli('withdrawal', 'approve', String(withdrawal.id));
  // TRON's explorers write a hash without 0x, and so does Tessera for a TRC20 payout.
  const hash = (await payOnChain(withdrawal.id)).replace(/^0x/, '');
  await untilCompleted(withdrawal.id, MEMBER);

  const kinds = [
    'deposit_seen',
    'deposit_credited',
    'stake_started',
    'stake_ended',
    'withdrawal_requested',
    'withdrawal_approved',
    'withdrawal_paid',
  ];
  const mail = await mailOf(MEMBER);
  for (const kind of kinds) {
    const told = mail.filter((m) => m.purpose === `notice:${kind}`);
    expect(told, kind).toHaveLength(1);
    expect(told[0]!.text.startsWith(`Your anti-phishing phrase: ${PHRASE}\n`), told[0]!.text).toBe(true);
  }
  expect(mail.find((m) => m.purpose === 'notice:withdrawal_paid')!.text).toContain(
    `https://tronscan.org/#/transaction/${hash}`,
  );

  // The bell counts them with the unread announcements; its page lists them, newest first.
  const bell = page.getByRole('banner').getByRole('link', { name: /Announcements/ });
  const unread = async () =>
    Number.parseInt((await bell.getByText(/^[0-9]+ unread$/).allTextContents())[0] ?? '0', 10);
  await bell.click();
  await expect(page).toHaveURL(/\/user\/message$/);
  const announcements = page.getByRole('list', { name: 'Announcements' });
  await expect(announcements.or(page.getByText('No announcements'))).toBeVisible();
  const before = await announcements.getByText('Unread').count();
  await expect.poll(unread).toBe(before + kinds.length);
  const notices = page.getByRole('list', { name: 'Your notices' }).getByRole('listitem');
  await expect(notices.first()).toContainText('Withdrawal paid');
  await notices
    .first()
    .getByRole('button', { name: /Withdrawal paid/ })
    .click();
  await expect(page.getByRole('link', { name: 'View the transaction on its explorer' })).toHaveAttribute(
    'href',
    `https://tronscan.org/#/transaction/${hash}`,
  );
  await expect.poll(unread).toBe(before + kinds.length - 1);
  await page.getByRole('button', { name: 'Mark notices read' }).click();
  await expect.poll(unread).toBe(before);

  // The phrase is removed again, so the member's later mail reads as before.
  await memberApi('anti-phishing-phrase', token, { anti_phishing_phrase: '' });
});
