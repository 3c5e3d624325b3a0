import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReserveProofCardView } from './ReserveProofCardView';
import { myProof } from './reserveProofFixtures';

const meta = {
  title: 'Screens/Account/Verify my balance',
  component: ReserveProofCardView,
  parameters: { router: { initialEntries: ['/user/account'] } },
  args: {
    status: 'ready',
    proof: myProof,
    check: null,
    message: null,
    onVerify: fn(),
    onDownload: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ReserveProofCardView>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Verify my balance' }));

const figuresOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

export const Loading: Story = {
  args: { status: 'loading', proof: null },
  play: async ({ canvasElement }) => {
    const inCard = card(canvasElement);
    await expect(inCard.getByRole('status', { name: 'Loading your proof of reserves' })).toBeVisible();
    await expect(inCard.queryByRole('button', { name: 'Verify my balance' })).toBeNull();
  },
};

export const Loaded: Story = {
  name: 'Loaded: the snapshot, the balance it includes and the root, checked from the keyboard',
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Verify my balance' });
    const inCard = within(region);
    await expect(figuresOf(region)).toEqual([
      ['Snapshot taken', '2026-11-22 00:00 UTC'],
      ['Your balance included', '1608.63 USDT'],
      ['Owed to all members', '3218.26 USDT'],
      ['Root hash', '7754aadd1d2114a61050ccb7ed9d1094d94e8bdad8525e9e5d5187241d56f386'],
    ]);
    await expect(
      inCard.getByText('npm run verify-reserves -- tessera-proof-of-reserves-12.json'),
    ).toBeVisible();
    await expect(
      inCard.getByRole('link', { name: 'What the proof of reserves shows, and what it does not' }),
    ).toHaveAttribute('href', '/reserves');
    const verify = inCard.getByRole('button', { name: 'Verify my balance' });
    verify.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onVerify).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(inCard.getByRole('button', { name: 'Download proof (JSON)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await expect(inCard.queryByText(/verified/i)).toBeNull();
  },
};

export const Verifying: Story = {
  args: { status: 'verifying' },
  play: async ({ canvasElement, args }) => {
    const verify = card(canvasElement).getByRole('button', { name: 'Verify my balance' });
    await expect(verify).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(verify);
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

export const Verified: Story = {
  args: { status: 'verified', check: { ok: true, balance: 1_608_630_000n, total: 3_218_260_000n } },
  play: async ({ canvasElement }) => {
    await expect(card(canvasElement).getByRole('status')).toHaveTextContent(
      'Verified: your balance of 1608.63 USDT is included in snapshot 12, whose members were owed 3218.26 USDT in all.',
    );
  },
};

export const NotVerified: Story = {
  args: {
    status: 'notVerified',
    check: { ok: false, reason: 'the path does not lead to the published root: the proof was changed' },
  },
  play: async ({ canvasElement }) => {
    const outcome = card(canvasElement).getByRole('status');
    await expect(outcome).toHaveTextContent(
      'Not verified: the path does not lead to the published root: the proof was changed.',
    );
    await expect(outcome).not.toHaveTextContent(/^Verified/);
  },
};

export const NothingPublished: Story = {
  args: { status: 'unpublished', proof: null, message: 'No proof of reserves has been published yet' },
  play: async ({ canvasElement }) => {
    const inCard = card(canvasElement);
    await expect(inCard.getByText('No proof of reserves has been published yet')).toBeVisible();
    await expect(inCard.queryByRole('button')).toBeNull();
    await expect(inCard.getByRole('link', { name: /What the proof of reserves shows/ })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'loadFailed', proof: null, message: 'Server Error' },
  play: async ({ canvasElement, args }) => {
    const inCard = card(canvasElement);
    await expect(inCard.getByRole('alert')).toHaveTextContent('Server Error');
    await userEvent.click(inCard.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  name: 'Right to left: each label at the start edge, Verify before Download, the hash and command still read left to right',
  globals: { direction: 'rtl' },
  args: {
    status: 'notVerified',
    check: { ok: false, reason: 'the path does not lead to the published root: the proof was changed' },
  },
  play: async ({ canvasElement }) => {
    const inCard = card(canvasElement);
    const label = inCard.getByText('Your balance included').getBoundingClientRect();
    const value = inCard.getByText('1608.63 USDT').getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(value.right);
    const verify = inCard.getByRole('button', { name: 'Verify my balance' }).getBoundingClientRect();
    const download = inCard.getByRole('button', { name: 'Download proof (JSON)' }).getBoundingClientRect();
    await expect(verify.left).toBeGreaterThan(download.left);
    // The command begins with npm at its left, as it is typed.
    const command = inCard.getByText(/^npm run verify-reserves/);
    const range = document.createRange();
    range.setStart(command.firstChild as Node, 0);
    range.setEnd(command.firstChild as Node, 3);
    await expect(range.getBoundingClientRect().left - command.getBoundingClientRect().left).toBeLessThan(20);
    await expect(inCard.getByRole('status')).toHaveTextContent(/^Not verified:/);
  },
};
