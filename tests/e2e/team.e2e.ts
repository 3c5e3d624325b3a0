import { expect, type Locator, type Page, test } from '@playwright/test';
import type { Payout } from '../../src/api/contract/team';
import {
  allPayouts,
  credits,
  dollars,
  type LedgerLine,
  ledgerLines,
  levelRecords,
  micros,
  operatorBalances,
  stakesStandingFrom,
  stakingRates,
  sum,
  type TeamMember,
  utcDay,
  walkTeam,
} from './teamLedger';
import { signInWithPin } from './tessera';

/**
 * The team screens of the demo team as `npm start` seeds it (demo, carol and grace staked days ago; start-up
 * paid their returns and the level income on them). Every figure is checked against what the test works out
 * from the ledger and the team itself, never against GET dashboard.
 */

const STAKE_PROFIT = ['staking_return'];
const LEVEL_PROFIT = ['level_income', 'team_benefit'];
const RESERVE_PROFIT = ['reserve_return'];

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The value next to a label in one of the dashboard's cards. */
const figure = (card: Locator, label: string): Locator =>
  card
    .locator('dt')
    .filter({ hasText: exactly(label) })
    .locator('xpath=following-sibling::dd[1]');

const payoutRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Payouts' })
    .locator('tbody tr')
    .filter({ has: page.getByRole('button') });

const payoutDay = (payout: Payout) => new Date(payout.created_at).toISOString().slice(0, 10);

/** Only income paid to the member counts: the same amounts, day by day, as the payouts. */
function incomeByDay(lines: readonly LedgerLine[]): Map<string, bigint> {
  const days = new Map<string, bigint>();
  for (const l of lines)
    if (l.type === 'credit' && LEVEL_PROFIT.includes(l.source)) {
      const day = l.createdAt.slice(0, 10);
      days.set(day, (days.get(day) ?? 0n) + l.value);
    }
  return days;
}

async function filterPayouts(page: Page, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: 'Filter', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Filter', exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('demo’s account, payouts, tree and level details agree with the ledger and the team', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const token = await signInWithPin(page, 'demo');
  const today = utcDay();

  const lines = await ledgerLines(token);
  const balances = await operatorBalances('demo');
  const team: TeamMember[] = await walkTeam(token, 'demo');
  const levels = await levelRecords(token);
  const joinedToday = new Set(
    levels.flatMap((l) =>
      l.downline.username.filter((_, i) => l.downline.joining_date[i]?.startsWith(today)),
    ),
  );
  const todayTeam = team.filter((t) => joinedToday.has(t.member.username));

  // The demo team as seeded (other browser tests may have registered more members under demo since).
  expect(team.filter((t) => t.depth === 1).map((t) => t.member.username)).toEqual(
    expect.arrayContaining(['alice', 'bob', 'grace', 'judy']),
  );
  expect(team.length).toBeGreaterThanOrEqual(11);
  // Start-up paid returns and level income: there is something to check, from more than one day of accrual.
  expect(credits(lines, STAKE_PROFIT)).toBeGreaterThan(0n);
  expect(credits(lines, LEVEL_PROFIT)).toBeGreaterThan(0n);
  expect(credits(lines, RESERVE_PROFIT)).toBe(0n);

  await test.step('Account dashboard', async () => {
    await page.goto('/user/account');
    for (const [title, value] of [
      ['Wallet Balance', balances.payIn],
      ['Withdraw Balance', balances.payOut],
      ['Reserve Balance', balances.reserve],
    ] as const)
      await expect(page.getByRole('region', { name: title, exact: true })).toContainText(dollars(value));

    const stake = credits(lines, STAKE_PROFIT);
    const level = credits(lines, LEVEL_PROFIT);
    const total = page.getByRole('region', { name: 'Total', exact: true });
    await expect(figure(total, 'Stake Profit')).toHaveText(dollars(stake));
    await expect(figure(total, 'Level Profit')).toHaveText(dollars(level));
    await expect(figure(total, 'Profit')).toHaveText(dollars(stake + level));
    await expect(figure(total, 'Crypto Reserve Profit')).toHaveText('$0.00');
    await expect(figure(total, 'NFT Reserve Profit')).toHaveText('$0.00');
    await expect(figure(total, 'Team Business')).toHaveText(
      dollars(sum(team.map((t) => micros(t.member.total_subscription)))),
    );
    await expect(figure(total, 'Team Count')).toHaveText(String(team.length));

    const stakeToday = credits(lines, STAKE_PROFIT, today);
    const levelToday = credits(lines, LEVEL_PROFIT, today);
    const daily = page.getByRole('region', { name: 'Daily', exact: true });
    await expect(figure(daily, 'Stake Profit')).toHaveText(dollars(stakeToday));
    await expect(figure(daily, 'Level Profit')).toHaveText(dollars(levelToday));
    await expect(figure(daily, 'Profit')).toHaveText(dollars(stakeToday + levelToday));
    await expect(figure(daily, 'Team Count')).toHaveText(String(todayTeam.length));
    // Today's business is what the team staked today and still stands, whenever each member joined (the
    // demo's stakes were made days before the start; other walks may stake today).
    await expect(figure(daily, 'Team Business')).toHaveText(
      dollars(
        await stakesStandingFrom(
          today,
          team.map((t) => t.member.username),
        ),
      ),
    );

    const myTeam = page.getByRole('region', { name: 'My Team', exact: true });
    await expect(figure(myTeam, 'Total Team Members')).toHaveText(String(team.length));
    await expect(figure(myTeam, 'Valid Members')).toHaveText(
      String(team.filter((t) => t.member.live_is_paid === 1).length),
    );
    await expect(figure(myTeam, 'A enthusiast')).toHaveText(String(team.filter((t) => t.depth === 1).length));
    await expect(figure(myTeam, 'B+C enthusiasts')).toHaveText(
      String(team.filter((t) => t.depth === 2 || t.depth === 3).length),
    );

    const orders = page.getByRole('region', { name: 'My Orders', exact: true });
    const stakes = lines.filter((l) => l.source === 'stake' && l.type === 'debit').length;
    expect(stakes).toBe(2);
    await expect(figure(orders, 'Total Stake Count')).toHaveText(String(stakes));
    await expect(figure(orders, 'Total Reserve Count')).toHaveText(
      String(lines.filter((l) => l.source === 'reserve' && l.type === 'debit').length),
    );
    await expect(figure(orders, 'Total Stake Profit')).toHaveText(dollars(stake));
    await expect(figure(orders, 'Total Reserve Profit')).toHaveText('$0.00');
  });

  const payouts = await allPayouts(token);
  const depthOf = new Map(team.map((t) => [t.member.username, t.depth]));

  await test.step('Payouts agree with the level income in the ledger', async () => {
    // Day by day, the payouts add up to exactly the level income credited to the member's ledger.
    const byDay = new Map<string, bigint>();
    for (const p of payouts) byDay.set(payoutDay(p), (byDay.get(payoutDay(p)) ?? 0n) + micros(p.amount));
    expect(byDay).toEqual(incomeByDay(lines));
    // Each came from a member of demo's team, at the level that member is at.
    for (const p of payouts) expect(depthOf.get(p.from_username), p.from_username).toBe(p.level);

    await page.goto('/user/payouts');
    const rows = payoutRows(page);
    const firstPage = payouts.slice(0, 10);
    await expect(rows).toHaveCount(firstPage.length);
    for (const [i, p] of firstPage.entries()) {
      const cells = rows.nth(i).getByRole('cell');
      await expect(cells.nth(1)).toHaveText(p.from_username);
      // One unit in the column: a trade's team benefit shows its level_amount, level income its amount.
      const shown = p.source === 'LEVEL INCOME' ? p.amount : p.level_amount;
      await expect(cells.nth(2)).toHaveText(dollars(micros(shown)));
      await expect(cells.nth(4)).toHaveText(p.source);
      await expect(cells.nth(5)).toContainText('Paid');
    }
    const pages = page.getByRole('navigation', { name: 'Payout pages' });
    if (payouts.length > 10) {
      await pages.getByRole('button', { name: 'Next page' }).click();
      await expect(rows).toHaveCount(Math.min(10, payouts.length - 10));
      await expect(rows.first().getByRole('cell').nth(2)).toHaveText(
        dollars(micros(payouts[10]?.amount ?? '0')),
      );
      await pages.getByRole('button', { name: 'Page 1' }).click();
      await expect(rows).toHaveCount(10);
    } else {
      // The demo team pays fewer than a page of payouts: one page, nothing further to go to.
      await expect(
        page.getByText(`Showing 1 to ${payouts.length} of ${payouts.length} results`),
      ).toBeVisible();
      await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
      await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveCount(0);
    }

    // "Why I earned this": the source event, the member, the level and the plan's rate for that level.
    const index = firstPage.findIndex((p) => p.source === 'LEVEL INCOME');
    expect(index).toBeGreaterThanOrEqual(0);
    const first = firstPage[index] as Payout;
    const rates = await stakingRates(token);
    await rows.nth(index).getByRole('cell').nth(3).getByRole('button').click();
    const detail = page.getByRole('dialog', { name: 'Why I earned this' });
    await expect(figure(detail, 'From member')).toHaveText(first.from_username);
    await expect(figure(detail, 'Level')).toHaveText(String(depthOf.get(first.from_username)));
    await expect(figure(detail, 'Rate')).toHaveText(`${rates.get(first.level)}%`);
    await expect(figure(detail, 'Source')).toHaveText('LEVEL INCOME');
    const day = /staking returns for (\d{4})-(\d{2})-(\d{2})/.exec(first.description);
    expect(day, first.description).not.toBeNull();
    await expect(figure(detail, 'Source event')).toHaveText(
      `Staking returns of ${first.from_username} for ${day?.[3]}-${day?.[2]}-${day?.[1]}`,
    );
    await page.keyboard.press('Escape');
    await expect(detail).toHaveCount(0);
  });

  await test.step('The payouts filter narrows by source and dates', async () => {
    const rows = payoutRows(page);
    const shown = Math.min(10, payouts.length);
    await filterPayouts(page, async (d) => {
      await d.getByLabel('Source', { exact: true }).selectOption('LEVEL INCOME');
    });
    await expect(page.getByText('Filtered by Source: LEVEL INCOME')).toBeVisible();
    await expect(rows).toHaveCount(Math.min(10, payouts.filter((p) => p.source === 'LEVEL INCOME').length));
    await page.getByRole('button', { name: 'Clear Filter' }).click();

    // Everything was paid by the start-up, before today ended: nothing up to yesterday, all of it from today.
    const paidDays = new Set(payouts.map(payoutDay));
    await filterPayouts(page, (d) => d.getByLabel('To', { exact: true }).fill(utcDay(-1)));
    const before = payouts.filter((p) => payoutDay(p) < today).length;
    if (before === 0) await expect(page.getByText('No Data For Action')).toBeVisible();
    await expect(rows).toHaveCount(Math.min(10, before));
    await page.getByRole('button', { name: 'Clear Filter' }).click();

    await filterPayouts(page, async (d) => {
      await d.getByLabel('From', { exact: true }).fill(today);
      await d.getByLabel('To', { exact: true }).fill(today);
    });
    await expect(rows).toHaveCount(Math.min(10, payouts.filter((p) => payoutDay(p) === today).length));
    expect(paidDays.has(today)).toBe(true);
    await page.getByRole('button', { name: 'Clear Filter' }).click();
    await expect(rows).toHaveCount(shown);
  });

  await test.step('Direct tree: lazy children, search inside the team', async () => {
    await page.goto('/user/team');
    const tree = page.getByRole('tree', { name: 'Direct team' });
    const node = (username: string) => tree.getByRole('treeitem', { name: new RegExp(`^${username}\\b`) });
    for (const direct of ['demo', 'alice', 'bob', 'grace', 'judy']) await expect(node(direct)).toBeVisible();
    await expect(node('carol')).toHaveCount(0);

    const request = page.waitForRequest(
      (r) => r.url().includes('/directTeam') && r.url().includes('username=alice'),
    );
    await node('alice').click();
    await request;
    await expect(node('carol')).toBeVisible();
    await expect(node('dave')).toBeVisible();

    await page.getByRole('textbox', { name: 'Search by user name' }).fill('heidi');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(node('heidi')).toBeVisible();
    await expect(node('heidi')).toHaveAttribute('aria-level', '1');
    await expect(node('alice')).toHaveCount(0);

    await page.getByRole('textbox', { name: 'Search by user name' }).fill('nobodyhere');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No member has this username')).toBeVisible();
    await expect(node('heidi')).toBeVisible();
  });

  await test.step('Level details: level 1 lists exactly demo’s directs', async () => {
    await page.goto('/user/levelDetails');
    await page.getByRole('button', { name: 'View level 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Downline users for level 1' });
    const usernames = dialog
      .getByRole('table', { name: 'Downline users for level 1' })
      .locator('tbody tr')
      .locator('td:nth-child(2)');
    await expect(usernames).toHaveText(team.filter((t) => t.depth === 1).map((t) => t.member.username));
  });

  await test.step('A member cannot look outside their own downline', async () => {
    const context = await browser.newContext();
    const heidiPage = await context.newPage();
    await signInWithPin(heidiPage, 'heidi');
    await heidiPage.goto('/user/team');
    await expect(heidiPage.getByRole('treeitem', { name: /^heidi\b/ })).toBeVisible();
    await heidiPage.getByRole('textbox', { name: 'Search by user name' }).fill('alice');
    await heidiPage.getByRole('button', { name: 'Search' }).click();
    await expect(heidiPage.getByText('This member is not in your team')).toBeVisible();
    await context.close();
  });
});
