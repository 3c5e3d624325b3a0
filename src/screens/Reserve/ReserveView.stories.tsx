import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { verifyReservation } from '../../api/reserveVerify';
import { piecesFromLeft } from '../../ui/Numeric/readingOrder';
import { ReserveView } from './ReserveView';
import {
  storyDashboard,
  storyLog,
  storyPlans,
  storyReservation,
  storySeed,
  storySeedHash,
  tradedLogs,
} from './reserveStoryData';

const open = storyReservation();
const traded = storyReservation({ reserve_logs: tradedLogs });
const claimed = storyReservation({ is_claimed: 1, seed: storySeed, reserve_logs: tradedLogs });

const meta = {
  title: 'Screens/Reserve',
  component: ReserveView,
  parameters: { router: { initialEntries: ['/user/reserve'] } },
  args: {
    type: 'nft',
    onTypeChange: fn(),
    section: 'reserve',
    onSectionChange: fn(),
    dashboard: storyDashboard(),
    plans: storyPlans,
    loading: false,
    loadError: null,
    onReload: fn(),
    ticker: [],
    purchase: { planId: null, amount: '', error: null, confirming: false, busy: false },
    onPlanSelect: fn(),
    onReserve: fn(),
    onConfirmClose: fn(),
    onConfirm: fn(),
    trade: { secondsLeft: 0, canTrade: false },
    onTrade: fn(),
    trading: false,
    tradeResult: null,
    onResultClose: fn(),
    claim: { phase: 'idle', profit: null, error: null },
    onClaim: fn(),
    claimPaid: null,
    onClaimClose: fn(),
    verify: verifyReservation,
  },
} satisfies Meta<typeof ReserveView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseALevel: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reserve', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'NFT Trade', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Crypto Trade' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All Collections' })).toBeVisible();
    const summary = canvas.getByRole('list', { name: 'Reserve summary' });
    for (const [title, amount] of [
      ['Balance Reservation', '700.00 USDT'],
      ['Today Earning', '1.26 USDT'],
      ['Reserve Income', '12.50 USDT'],
      ['Team Benifits', '0.75 USDT'],
    ]) {
      await expect(within(summary).getByText(title as string)).toBeVisible();
      await expect(within(summary).getByText(amount as string)).toBeVisible();
    }
    const level = canvas.getByLabelText('Level');
    await expect(within(level).getByRole('option', { name: 'Level 1 (1.00%-1.50%)' })).toBeTruthy();
    await userEvent.selectOptions(level, '2');
    await expect(args.onPlanSelect).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Reserve' }));
    await expect(args.onReserve).toHaveBeenCalledOnce();
  },
};

export const PlanTermsBeforeCommitting: Story = {
  args: { purchase: { planId: 1, amount: '500.00', error: null, confirming: false, busy: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Level 1' });
    await expect(within(card).getByText('100.00 USDT – 500.00 USDT')).toBeVisible();
    await expect(within(card).getByText("1.00% to 1.50% of the item's amount")).toBeVisible();
    await expect(within(card).getByText('60 minutes after you reserve')).toBeVisible();
    await expect(card).toHaveTextContent(/How results are drawn/);
    await expect(card.textContent ?? '').not.toMatch(/\bAI\b|algorithm|guarantee/i);
  },
};

export const PlanRequired: Story = {
  args: {
    purchase: {
      planId: null,
      amount: '',
      error: 'Please select your plan first',
      confirming: false,
      busy: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please select your plan first');
    await expect(canvas.getByLabelText('Level')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const ConfirmReserve: Story = {
  args: { purchase: { planId: 1, amount: '500.00', error: null, confirming: true, busy: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reserve' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to Reserve 500.00 USDT? Once confirmed, the transaction will be processed and cannot be undone',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirmClose).toHaveBeenCalled();
  },
};

export const ReserveRefused: Story = {
  args: {
    purchase: {
      planId: 1,
      amount: '50',
      error: 'Insufficient reserve balance',
      confirming: true,
      busy: false,
    },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reserve' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Insufficient reserve balance');
  },
};

export const Reserving: Story = {
  args: { purchase: { planId: 1, amount: '500.00', error: null, confirming: true, busy: true } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Reserve' });
    await expect(within(dialog).getByRole('button', { name: /Confirm/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  },
};

const withCurrent = (subscription = open) =>
  storyDashboard({ reserve_history: [subscription], all_reserve_history: [subscription] });

export const NextBidCountdown: Story = {
  args: { section: 'today', dashboard: withCurrent(), trade: { secondsLeft: 3723, canTrade: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Next Bid in' })).toHaveTextContent('01:02:03');
    const trade = canvas.getByRole('button', { name: 'Trade Now item 11' });
    await expect(trade).toBeDisabled();
    await expect(getComputedStyle(trade).opacity).toBe('0.5');
    await expect(canvas.getAllByText('Reserve ID')[0]).toBeVisible();
    await expect(canvas.getAllByText('33.67 USDT – 33.83 USDT')[0]).toBeVisible();
    await expect(canvas.getAllByText('33.33%')[0]).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim' })).toBeNull();
    // The commitment is shown before any trade, as the plan card promises.
    await expect(canvas.getByText(storySeedHash)).toBeVisible();
  },
};

export const PlainWordsOnRisk: Story = {
  name: 'What reservations hold, and what the risk factor means',
  args: {
    section: 'today',
    dashboard: { ...withCurrent(), reserved_balance: '100' },
    trade: { secondsLeft: 60, canTrade: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Held in reservations: 100.00 USDT. It left Balance Reservation when you reserved, and comes back with the profit once the claim is paid.',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(/^Risk factor is how far an item’s profit may fall below the most it can make/),
    ).toBeVisible();
    await expect(canvas.getAllByText('33.33%')[0]).toBeVisible();
  },
};

export const PlainWordsOnRiskRtl: Story = {
  ...PlainWordsOnRisk,
  name: 'What reservations hold, right to left',
  globals: { direction: 'rtl' },
};

export const TradeNow: Story = {
  args: { section: 'today', dashboard: withCurrent(), trade: { secondsLeft: 0, canTrade: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('timer', { name: 'Next Bid in' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Trade Now item 11' }));
    await expect(args.onTrade).toHaveBeenCalledWith(11);
    // The carousel pages with the keyboard: the third item comes into view.
    const slides = canvas.getByRole('region', { name: "Today's Collection" });
    const viewport = slides.firstElementChild as HTMLElement;
    viewport.focus();
    await userEvent.keyboard('{End}');
    const third = canvas.getByRole('button', { name: 'Trade Now item 13' });
    await waitFor(() =>
      expect(third.closest('[aria-roledescription="slide"]')).not.toHaveAttribute('aria-hidden'),
    );
  },
};

export const Trading: Story = {
  args: { section: 'today', dashboard: withCurrent(), trading: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Please wait, trade in process...' });
    // Measured once the opening animation has settled.
    await waitFor(() => expect(dialog.getBoundingClientRect().height).toBe(350));
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const Congratulations: Story = {
  args: { section: 'today', dashboard: withCurrent(), tradeResult: '0.392200' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Congratulations!' });
    await expect(dialog).toHaveTextContent('Your Trade Return');
    await expect(dialog).toHaveTextContent('0.39 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onResultClose).toHaveBeenCalledOnce();
  },
};

export const ReadyToClaim: Story = {
  args: { section: 'today', dashboard: withCurrent(traded), trade: { secondsLeft: 0, canTrade: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Trade Now/ })).toBeNull();
    await expect(canvas.getAllByText('0.39 USDT')[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
  },
};

export const ClaimPolling: Story = {
  args: {
    section: 'today',
    dashboard: withCurrent(storyReservation({ is_claimed: 1, reserve_logs: tradedLogs })),
    claim: { phase: 'polling', profit: null, error: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/checking every 10 seconds/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Claim/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ClaimRefused: Story = {
  args: {
    section: 'today',
    dashboard: withCurrent(traded),
    claim: { phase: 'failed', profit: null, error: 'Trade every item of this collection before claiming' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Trade every item of this collection before claiming'),
    ).toBeVisible();
  },
};

export const ClaimPaid: Story = {
  args: {
    section: 'today',
    dashboard: withCurrent(claimed),
    claim: { phase: 'paid', profit: '1.259265', error: null },
    claimPaid: '1.259265',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Claim paid' });
    await expect(dialog).toHaveTextContent('1.2593 USDT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClaimClose).toHaveBeenCalledOnce();
  },
};

export const ClaimedHidesUntradedItems: Story = {
  args: {
    section: 'today',
    dashboard: withCurrent(
      storyReservation({
        is_claimed: 1,
        reserve_logs: [...tradedLogs.slice(0, 2), storyLog(13, '33.333333', null)],
      }),
    ),
    trade: { secondsLeft: 50, canTrade: false },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group', { hidden: true })).toHaveLength(2);
    await expect(canvas.queryByRole('timer', { name: 'Next Bid in' })).toBeNull();
  },
};

export const NoCollectionToday: Story = {
  args: { section: 'today' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Available')).toBeVisible();
  },
};

export const CheckResultsVerifies: Story = {
  args: { section: 'all', dashboard: storyDashboard({ all_reserve_history: [claimed, open] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Reserve ID RSV000007' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check results' }));
    const results = await canvas.findByRole('list', { name: 'Checked results' });
    await expect(within(results).getAllByText(/: Verified$/)).toHaveLength(3);
    await expect(
      canvas.getByText('The revealed seed matches the hash published when you reserved.'),
    ).toBeVisible();
  },
};

export const CheckResultsCatchesAChangedResult: Story = {
  args: {
    section: 'all',
    dashboard: storyDashboard({
      all_reserve_history: [
        storyReservation({
          is_claimed: 1,
          seed: storySeed,
          reserve_logs: [storyLog(11, '33.333334', '0.500000'), ...tradedLogs.slice(1)],
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Check results' }));
    await expect(
      await canvas.findByText('Item 11: Not verified (the rule gives 0.392200 USDT)'),
    ).toBeVisible();
    await expect(canvas.getByText('Item 12: Verified')).toBeVisible();
  },
};

export const NoClaimedCollections: Story = {
  args: { section: 'all', dashboard: withCurrent() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No Data Available')).toBeVisible();
  },
};

export const CryptoTradeTicker: Story = {
  args: {
    type: 'crypto',
    ticker: [
      { label: 'Crypto Level 1', range: '1.00%-1.50%', last_24h_average: '1.27', trades_24h: 9 },
      { label: 'Crypto Level 2', range: '1.50%-2.00%', last_24h_average: null, trades_24h: 0 },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tape = within(canvas.getByRole('region', { name: 'Market ticker' })).getByRole('list');
    await expect(within(tape).getByText('1.00%-1.50% · 24h avg 1.27% · 9 trades')).toBeVisible();
    await expect(within(tape).getByText('1.50%-2.00% · no trades in 24h')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All Collection' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'NFT Trade' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('nft');
  },
};

export const Loading: Story = {
  args: { dashboard: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading reserve details…')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { dashboard: null, loadError: 'Network error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { section: 'today', dashboard: withCurrent(), trade: { secondsLeft: 0, canTrade: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Trade Now item 11' })).toBeEnabled();
    // The expected return reads from its low end to its high end, each figure with its unit after it.
    const range = canvas.getAllByText('Expected return')[0]!.nextElementSibling!;
    await expect(piecesFromLeft(range, ['33.67', '33.83'])).toEqual(['33.67', '33.83']);
    await expect(piecesFromLeft(range, ['33.67', 'USDT'])).toEqual(['33.67', 'USDT']);
    // Every item shows its artwork, not a broken image.
    const images = canvas.getAllByRole('img', { name: /^Artwork / });
    await waitFor(() =>
      expect(
        images.filter(
          (image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
        ),
      ).toEqual([]),
    );
  },
};

/** On a phone, right to left: the section tabs all fit, each name whole, with nothing to scroll sideways. */
export const TabsOnAPhoneRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { section: 'all' },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('tablist', { name: 'Reserve sections' });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    const edge = list.getBoundingClientRect();
    for (const tab of within(list).getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left);
      await expect(box.right).toBeLessThanOrEqual(edge.right);
    }
    // In right-to-left order: Reserve is the rightmost tab, All Collections the leftmost.
    const [reserve, , all] = within(list).getAllByRole('tab');
    await expect(all).toHaveTextContent('All Collections');
    await expect(all!.getBoundingClientRect().right).toBeLessThanOrEqual(
      reserve!.getBoundingClientRect().left,
    );
  },
};
