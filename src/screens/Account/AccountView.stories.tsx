import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../ui';
import { AccountView } from './AccountView';
import { dashboard } from './accountFixtures';

const origin = 'https://tessera.example';
const link = `${origin}/register?u=TS10042`;
const written: string[] = [];

const meta = {
  title: 'Screens/Account',
  component: AccountView,
  parameters: { router: { initialEntries: ['/user/account'] } },
  args: { data: dashboard, error: null, origin, onRetry: fn() },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

const figuresOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Daily' })).toBeNull();
    // The cards' places are held at about their size (a card of figures stands over 300 px), so what is below
    // them does not jump when they arrive.
    const placeholders = [...canvasElement.querySelectorAll('[data-skeleton]')];
    await expect(placeholders).toHaveLength(4);
    const heights = placeholders.map((bone) => bone.getBoundingClientRect().height);
    await expect(Math.min(...heights)).toBeGreaterThan(150);
    await expect(heights[0]).toBeGreaterThan(500);
  },
};

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = canvas.getByRole('region', { name: 'Alice Moreau' });
    await expect(figuresOf(profile)).toEqual([
      ['Username', 'alice01'],
      ['UVID', 'TS10042'],
      ['Level', 'VIP2'],
    ]);
    await expect(within(profile).getByRole('region', { name: 'Wallet Balance' })).toHaveTextContent(
      '$1250.50',
    );
    await expect(within(profile).getByRole('region', { name: 'Withdraw Balance' })).toHaveTextContent(
      '$318.13',
    );
    await expect(within(profile).getByRole('region', { name: 'Reserve Balance' })).toHaveTextContent(
      '$40.00',
    );
    await expect(canvas.getByRole('link', { name: 'My Transactions' })).toHaveAttribute(
      'href',
      '/user/transaction',
    );
    await expect(figuresOf(canvas.getByRole('region', { name: 'Daily' }))).toEqual([
      ['Profit', '$12.35'],
      ['Team Business', '$500.00'],
      ['Crypto Reserve Profit', '$1.20'],
      ['NFT Reserve Profit', '$0.80'],
      ['Stake Profit', '$6.50'],
      ['Level Profit', '$3.85'],
      ['Team Count', '2'],
    ]);
    await expect(canvas.getByRole('region', { name: 'Total' })).toHaveTextContent('Team Business$12500.00');
    await expect(figuresOf(canvas.getByRole('region', { name: 'My Team' }))).toEqual([
      ['Total Team Members', '14'],
      ['Valid Members', '9'],
      ['A enthusiast', '4'],
      ['B+C enthusiasts', '7'],
    ]);
    await expect(figuresOf(canvas.getByRole('region', { name: 'My Orders' }))).toEqual([
      ['Total Stake Count', '3'],
      ['Total Reserve Count', '5'],
      ['Total Stake Profit', '$45.50'],
      ['Total Reserve Profit', '$15.01'],
    ]);
    const functions = within(canvas.getByRole('region', { name: 'Common Functions' }));
    const links = functions.getAllByRole('link').map((a) => a.getAttribute('href'));
    await expect(links).toEqual([
      '/user/profile',
      '/user/wallet',
      '/user/transfer',
      '/user/withdraw',
      '/user/payouts',
      '/user/team',
      '/user/levelDetails',
    ]);
    await expect(functions.getByRole('link', { name: /Profile Setting/ })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Your referral link' })).toHaveTextContent(link);
  },
};

/** Shows where a link led and the state it carried. */
function Landing() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname} with {JSON.stringify(location.state)}
    </p>
  );
}

export const TodaysPayoutsLink: Story = {
  parameters: { router: false },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/user/account']}>
        <Routes>
          <Route path="/user/account" element={<Story />} />
          <Route path="/user/Referralpayouts" element={<Landing />} />
        </Routes>
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'All payouts' })).toHaveAttribute('href', '/user/payouts');
    await userEvent.click(canvas.getByRole('link', { name: "Today's payouts" }));
    await expect(
      await canvas.findByText('Landed on /user/Referralpayouts with {"sort":"today"}'),
    ).toBeVisible();
  },
};

export const WithoutRank: Story = {
  args: { data: { ...dashboard, rank: '' } },
  play: async ({ canvasElement }) => {
    const profile = within(canvasElement).getByRole('region', { name: 'Alice Moreau' });
    await expect(figuresOf(profile)[2]).toEqual(['Level', 'None']);
  },
};

export const CopyReferralLink: Story = {
  beforeEach: () => {
    written.length = 0;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    return () => {
      Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy Link' }));
    await waitFor(() =>
      expect(screen.getByText('Referral link copy to clipboard successfully.')).toBeVisible(),
    );
    await expect(written).toEqual([link]);
  },
};

export const ShareReferralLink: Story = {
  play: async ({ canvasElement }) => {
    const share = within(canvasElement).getByRole('button', { name: 'Share' });
    share.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Share your referral link' });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((a) => a.textContent)).toEqual([
      'Facebook',
      'Twitter',
      'WhatsApp',
      'Telegram',
      'LinkedIn',
      'Mail',
    ]);
    const encoded = encodeURIComponent(link);
    await expect(links[0]).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    await expect(links[3]).toHaveAttribute('href', expect.stringContaining(`t.me/share/url?url=${encoded}`));
    await expect(links[5]?.getAttribute('href')).toMatch(/^mailto:/);
    await expect(links[5]?.getAttribute('href')).toContain(encoded);
    await expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(share).toHaveFocus();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'Request failed please try again' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Request failed please try again');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Daily' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Your referral link' })).toHaveAttribute('dir', 'ltr');
  },
};
