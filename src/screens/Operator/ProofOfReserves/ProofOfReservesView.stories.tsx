import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ProofOfReservesView } from './ProofOfReservesView';
import { snapshots } from './reservesFixtures';
import { BSC_PROVEN, BSC_UNPROVEN, bscOwnership, SIGNATURE, TRON_PROVEN } from './treasuryFixtures';

const meta = {
  title: 'Screens/Operator/ProofOfReserves',
  component: ProofOfReservesView,
  parameters: { router: { initialEntries: ['/operator/proof-of-reserves'] } },
  args: {
    snapshots,
    loading: false,
    error: null,
    onRetry: fn(),
    canWrite: true,
    confirming: false,
    onTake: fn(),
    onCancel: fn(),
    onConfirm: fn(),
    taking: false,
    takeError: null,
    taken: null,
    onDismissTaken: fn(),
  },
} satisfies Meta<typeof ProofOfReservesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const cards = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Snapshots, newest first' })).getAllByRole(
    'article',
  );

/** A figure of a card by its term: the `dd` beside the `dt`. */
const figure = (card: HTMLElement, term: string) =>
  within(card).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

export const EveryStatus: Story = {
  name: 'Published, waiting and declined, each in words and set apart',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [pending, published, declined] = cards(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    await expect(cards(canvasElement).map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'snapshot-12-title',
      'snapshot-11-title',
      'snapshot-10-title',
    ]);
    await expect(within(pending).getByRole('heading', { level: 2 })).toHaveTextContent(/^Snapshot #12, /);
    await expect(pending).toHaveTextContent('Waiting for a second operator');
    await expect(published).toHaveTextContent('Published');
    await expect(declined).toHaveTextContent('Declined');
    // Each status has an edge of its own, not only a word.
    const edges = [pending, published, declined].map((card) => getComputedStyle(card).borderInlineStartColor);
    await expect(new Set(edges).size).toBe(3);
    await expect(getComputedStyle(declined).borderTopStyle).toBe('dashed');

    await expect(figure(pending, 'Taken by')).toHaveTextContent('finance_anna');
    await expect(figure(published, 'Taken by')).toHaveTextContent('Daily schedule');
    await expect(figure(pending, 'Members')).toHaveTextContent('1204');
    await expect(figure(pending, 'Owed to members')).toHaveTextContent('8120.50 USDT');
    await expect(figure(pending, 'Held on the chains')).toHaveTextContent('8420.50 USDT');
    await expect(figure(pending, 'Held against owed')).toHaveTextContent('103.69%');
    await expect(figure(declined, 'Held against owed')).toHaveTextContent('90.72% (short)');

    // The pending one links to the request that publishes it; the declined one says it never was.
    await expect(within(pending).getByRole('link', { name: 'Open request #40' })).toHaveAttribute(
      'href',
      '/operator/money/approvals?kind=reserve_snapshot',
    );
    await expect(declined).toHaveTextContent(
      'Declined by the second operator (request #31): never published.',
    );
    await expect(published).toHaveTextContent(/Published \d{2}\/\d{2}\/2026 \d{2}:\d{2} on the public page/);

    // The root hash is shortened, and the whole of it is one disclosure away.
    await expect(figure(pending, 'Root hash')).toHaveTextContent('c0ffee5b…8899aabb');
    const full = within(pending).getByRole('button', { name: 'Full root hash' });
    await expect(full).toHaveAttribute('aria-expanded', 'false');
    await expect(within(pending).getByText(/^c0ffee5b1d7e4a2f/)).not.toBeVisible();
    await userEvent.click(full);
    await expect(full).toHaveAttribute('aria-expanded', 'true');
    await expect(
      within(pending).getByText('c0ffee5b1d7e4a2f9083b6c1d2e3f4a5b6c7d8e9f00112233445566778899aabb'),
    ).toBeVisible();

    // The newest snapshot shows its chains; the older ones keep theirs folded.
    const chains = within(pending).getByRole('table', { name: 'Chains of snapshot #12' });
    await expect(chains).toBeVisible();
    const bsc = within(chains)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('USDT BEP20'))!;
    await expect(bsc).toHaveTextContent('41230577');
    await expect(bsc).toHaveTextContent('214 holding 3100.00 USDT');
    await expect(bsc).toHaveTextContent(
      '0x8f3c1a9be2d54c07a1f6e0b3c9d2a7e4f5b61c20 4500.00 USDT, control proven',
    );
    await expect(bsc).toHaveTextContent(
      '0x1b7e45c0d9a3f2e18c6b04d7a95e3f2c1d8b7a63 500.00 USDT, control not proven',
    );
    await expect(bsc).toHaveTextContent('8100.00 USDT');
    await expect(within(published).getByRole('table', { hidden: true })).not.toBeVisible();

    await expect(canvas.getByRole('link', { name: 'Open /reserves (new tab)' })).toHaveAttribute(
      'href',
      '/reserves',
    );
  },
};

export const ProvenInTheChains: Story = {
  name: "A proven treasury address in a snapshot's chains shows the message and signature the public sees",
  play: async ({ canvasElement }) => {
    const pending = cards(canvasElement)[0]!;
    const chains = within(pending).getByRole('table', { name: 'Chains of snapshot #12' });
    const proven = within(chains).getByText(BSC_PROVEN).closest('li')!;
    const unproven = within(chains).getByText(BSC_UNPROVEN).closest('li')!;
    await expect(within(unproven).queryByRole('button')).toBeNull();
    const toggle = within(proven).getByRole('button', { name: `Signed message of ${BSC_PROVEN}` });
    await expect(within(proven).getByText(bscOwnership.message)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(within(proven).getByText(bscOwnership.message)).toBeVisible();
    await expect(within(proven).getByText(SIGNATURE)).toBeVisible();
    await expect(
      within(proven).getByRole('button', { name: `Copy the signature of ${BSC_PROVEN}` }),
    ).toBeVisible();
    // Each address has a toggle of its own: the TRON one stays folded.
    await expect(
      within(chains).getByRole('button', { name: `Signed message of ${TRON_PROVEN}` }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Empty: Story = {
  name: 'No snapshot yet',
  args: { snapshots: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'No snapshot yetThe daily schedule takes the first one, or take one now.',
    );
    await expect(canvas.queryByRole('list', { name: 'Snapshots, newest first' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Take snapshot' }));
    await expect(args.onTake).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { snapshots: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the snapshots…');
  },
};

export const LoadFailed: Story = {
  args: { snapshots: null, error: 'The snapshots could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The snapshots could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  name: 'Read only: an auditor sees the snapshots and no way to take one',
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Take snapshot' })).toBeNull();
    await expect(
      canvas.getByText('Read only: your role sees the snapshots but cannot take one.'),
    ).toBeVisible();
    await expect(cards(canvasElement)).toHaveLength(3);
  },
};

export const ReadOnlyEmpty: Story = {
  args: { canWrite: false, snapshots: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('The daily schedule takes the first one.');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Confirming: Story = {
  name: 'The confirmation says what taking a snapshot does',
  args: { confirming: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await expect(dialog).toHaveAccessibleDescription(
      "The ledger and every chain are read now, and the members' tree is built from their balances. The snapshot is published on /reserves once a second operator approves it in Approvals; until then only the back office sees it.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take snapshot' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Taking: Story = {
  args: { confirming: true, taking: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const AlreadyWaiting: Story = {
  name: 'Refused: a snapshot already waits (409)',
  args: {
    confirming: true,
    takeError: 'A snapshot already waits for a second operator (request #40)',
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot now?' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'A snapshot already waits for a second operator (request #40)',
    );
  },
};

export const Waiting: Story = {
  name: 'Taken: waiting for a second operator, with the way to the request',
  args: { taken: { snapshotId: 12, approvalId: 40 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getAllByRole('status')[0]!;
    await expect(banner).toHaveTextContent(
      'Waiting for a second operator. Snapshot #12 is taken. It is published on /reserves once a second operator approves request #40.',
    );
    await expect(within(banner).getByRole('link', { name: 'Open request #40 in Approvals' })).toHaveAttribute(
      'href',
      '/operator/money/approvals?kind=reserve_snapshot',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismissTaken).toHaveBeenCalledOnce();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const take = canvas.getByRole('button', { name: 'Take snapshot' });
    take.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onTake).toHaveBeenCalledOnce();
    // The folded chains of an older snapshot open from the keyboard.
    const published = cards(canvasElement)[1]!;
    const chains = within(published).getByRole('button', { name: 'Holdings on 2 chains' });
    await expect(chains).toHaveAttribute('aria-expanded', 'false');
    chains.focus();
    await userEvent.keyboard('{Enter}');
    await expect(chains).toHaveAttribute('aria-expanded', 'true');
    await expect(within(published).getByRole('table', { name: 'Chains of snapshot #11' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The newest snapshot still comes first, at the top.
    const tops = cards(canvasElement).map((card) => card.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    const pending = cards(canvasElement)[0]!;
    // The title starts at the right; the status pill sits at its left.
    const title = within(pending).getByRole('heading', { level: 2 }).getBoundingClientRect();
    const pill = within(pending).getByText('Waiting for a second operator').getBoundingClientRect();
    await expect(pill.right).toBeLessThanOrEqual(title.left);
    // The edge that marks the status is on the card's right, where a line starts.
    await expect(getComputedStyle(pending).borderRightWidth).toBe('6px');
    await expect(getComputedStyle(pending).borderLeftWidth).toBe('1px');
    // The Take snapshot button is at the page header's left, the title at its right.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const take = canvas.getByRole('button', { name: 'Take snapshot' }).getBoundingClientRect();
    await expect(take.right).toBeLessThanOrEqual(heading.left);
    // Hashes and addresses keep their left-to-right reading.
    await expect(within(pending).getByText('c0ffee5b…8899aabb')).toHaveAttribute('dir', 'ltr');
    await expect(within(pending).getByText('0x8f3c1a9be2d54c07a1f6e0b3c9d2a7e4f5b61c20')).toHaveAttribute(
      'dir',
      'ltr',
    );
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(390);
    await expect(canvas.getByRole('button', { name: 'Take snapshot' })).toBeVisible();
  },
};
