import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withToasts } from '../../shared/wiredStory';
import type { ProveControlDialogProps } from './ProveControlDialog';
import { TreasuryAddressesView } from './TreasuryAddressesView';
import {
  BSC_PROVEN,
  BSC_UNPROVEN,
  OTHER_SIGNER,
  provenBsc,
  SIGNATURE,
  TRON_PROVEN,
  treasuryAddresses,
  unprovenBsc,
  wrongKey,
} from './treasuryFixtures';
import { SIGNING_INSTRUCTIONS } from './treasuryText';

const DAY = '2026-03-14';
const MESSAGE = `Tessera proof of reserves: the platform controls ${BSC_UNPROVEN} on BEP20. ${DAY}`;

const copied: string[] = [];

/** The test browser grants no clipboard permission, so each story gets one that keeps what it was given. */
function stubClipboard() {
  copied.length = 0;
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: async (text: string) => void copied.push(text) },
  });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}

/** The dialog's props, closed unless a story opens it; new spies for each story that calls it. */
const dialog = (open: Partial<ProveControlDialogProps> = {}): ProveControlDialogProps => ({
  treasury: null,
  day: DAY,
  busy: false,
  fieldErrors: {},
  error: null,
  onSubmit: fn(),
  onClose: fn(),
  ...open,
});

const meta = {
  title: 'Screens/Operator/ProofOfReserves/TreasuryAddresses',
  component: TreasuryAddressesView,
  decorators: [withToasts],
  beforeEach: stubClipboard,
  args: {
    addresses: treasuryAddresses,
    loading: false,
    error: null,
    onRetry: fn(),
    canWrite: true,
    onProve: fn(),
    dialog: dialog(),
  },
} satisfies Meta<typeof TreasuryAddressesView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Declared treasury addresses' })).getAllByRole(
    'listitem',
  );

const rowOf = (canvasElement: HTMLElement, address: string) =>
  rows(canvasElement).find((row) => row.textContent?.includes(address))!;

const signatureBox = () => within(screen.getByRole('dialog')).getByRole('textbox', { name: 'Signature' });

export const ProvenAndNot: Story = {
  name: 'Each address with its network, proven (when, by whom) or not, and what proves it one toggle away',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Treasury addresses' })).toBeVisible();
    await expect(rows(canvasElement).map((row) => row.textContent?.slice(0, 5))).toEqual([
      'BEP20',
      'BEP20',
      'TRC20',
    ]);
    const proven = rowOf(canvasElement, BSC_PROVEN);
    const unproven = rowOf(canvasElement, BSC_UNPROVEN);
    await expect(proven).toHaveTextContent(/Control proven\s*12\/03\/2026 \d{2}:\d{2} by finance_anna/);
    await expect(rowOf(canvasElement, TRON_PROVEN)).toHaveTextContent(/Control proven.* by admin_omar/);
    await expect(unproven).toHaveTextContent('Control not proven');
    await expect(unproven).not.toHaveTextContent('Control proven');

    // An unproven address has nothing to show yet; a proven one shows its message and signature on demand.
    await expect(within(unproven).queryByRole('button', { name: /^Signed message/ })).toBeNull();
    const toggle = within(proven).getByRole('button', { name: `Signed message of ${BSC_PROVEN}` });
    const message = `Tessera proof of reserves: the platform controls ${BSC_PROVEN} on BEP20. 2026-03-12`;
    await expect(within(proven).getByText(message)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(within(proven).getByText(message)).toBeVisible();
    await expect(within(proven).getByText(SIGNATURE)).toBeVisible();
    await userEvent.click(
      within(proven).getByRole('button', { name: `Copy the signature of ${BSC_PROVEN}` }),
    );
    await waitFor(() => expect(screen.getByText('The signature is copied.')).toBeVisible());
    await userEvent.click(
      within(proven).getByRole('button', { name: `Copy the message signed for ${BSC_PROVEN}` }),
    );
    await expect(copied).toEqual([SIGNATURE, message]);

    // Unproven asks to prove; proven offers to prove again.
    await userEvent.click(within(unproven).getByRole('button', { name: `Prove control: ${BSC_UNPROVEN}` }));
    await expect(args.onProve).toHaveBeenCalledWith(unprovenBsc);
    await userEvent.click(within(proven).getByRole('button', { name: `Prove again: ${BSC_PROVEN}` }));
    await expect(args.onProve).toHaveBeenLastCalledWith(provenBsc);
  },
};

export const NoneDeclared: Story = {
  name: 'No treasury address declared: where they are declared',
  args: { addresses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = canvas.getByRole('status');
    await expect(empty).toHaveTextContent('No treasury address is declared');
    await expect(empty).toHaveTextContent(/BEP20_TREASURY and TRC20_TREASURY, comma-separated/);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { addresses: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading the treasury addresses…',
    );
  },
};

export const LoadFailed: Story = {
  args: { addresses: null, error: 'The treasury addresses could not be loaded.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The treasury addresses could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ReadOnly: Story = {
  name: 'Read only: an auditor sees every address and its proof, and no way to prove one',
  args: { canWrite: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rows(canvasElement)).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Prove/ })).toBeNull();
    await expect(rowOf(canvasElement, BSC_UNPROVEN)).toHaveTextContent('Control not proven');
    await userEvent.click(canvas.getByRole('button', { name: `Signed message of ${TRON_PROVEN}` }));
    await expect(within(rowOf(canvasElement, TRON_PROVEN)).getByText(SIGNATURE)).toBeVisible();
  },
};

export const Proving: Story = {
  name: 'Prove control: the message to sign is written and copyable, the signature pasted and sent',
  args: { dialog: dialog({ treasury: unprovenBsc }) },
  play: async ({ args }) => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    await expect(open).toHaveAccessibleDescription(SIGNING_INSTRUCTIONS);
    await expect(within(open).getByText(BSC_UNPROVEN)).toBeVisible();
    const message = within(open).getByRole('textbox', { name: 'Message to sign' });
    await expect(message).toHaveValue(MESSAGE);
    // The signature is what is left to do, so it has the focus.
    await expect(signatureBox()).toHaveFocus();

    // A signature no wallet would have made is caught before it is sent.
    await userEvent.type(signatureBox(), '0x1234');
    await userEvent.click(within(open).getByRole('button', { name: 'Prove control' }));
    await expect(signatureBox()).toHaveAccessibleDescription(
      /^signature must be 65 bytes of hex \(r, s, v\), as a wallet signs/,
    );
    await expect(args.dialog.onSubmit).not.toHaveBeenCalled();

    // Pasted with the line break a wallet's window often adds, it is sent without it.
    await userEvent.clear(signatureBox());
    await userEvent.click(signatureBox());
    await userEvent.paste(`${SIGNATURE}\n`);
    await expect(signatureBox()).not.toHaveAttribute('aria-invalid');
    await userEvent.click(within(open).getByRole('button', { name: 'Prove control' }));
    await expect(args.dialog.onSubmit).toHaveBeenCalledOnce();
    await expect(args.dialog.onSubmit).toHaveBeenCalledWith({
      network: 'BEP20',
      address: BSC_UNPROVEN,
      message: MESSAGE,
      signature: SIGNATURE,
    });
  },
};

export const CopyTheMessage: Story = {
  name: 'The message to sign copies as it is, edits included',
  args: { dialog: dialog({ treasury: unprovenBsc }) },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    const message = within(open).getByRole('textbox', { name: 'Message to sign' });
    await userEvent.type(message, ' Treasury 2');
    await userEvent.click(within(open).getByRole('button', { name: 'Copy the message to sign' }));
    await expect(copied).toEqual([`${MESSAGE} Treasury 2`]);
    // Said beside the button, not in a toast that would lie over the dialog's buttons on a short screen.
    await waitFor(() => expect(within(open).getByRole('status')).toHaveTextContent('Copied'));
    await expect(document.querySelector('.Toastify__toast')).toBeNull();
  },
};

export const SignedByAnotherKey: Story = {
  name: "Refused (422): the server's word shows under the signature, until the signature changes",
  args: { dialog: dialog({ treasury: unprovenBsc, fieldErrors: { signature: wrongKey(BSC_UNPROVEN) } }) },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    const signature = signatureBox();
    await expect(signature).toHaveAttribute('aria-invalid', 'true');
    await expect(signature).toHaveAccessibleDescription(
      `${wrongKey(BSC_UNPROVEN)} 0x and 130 hex digits, as the wallet returns it.`,
    );
    // Under the signature it names, not under the message, nor above the buttons.
    const said = within(open).getByText(wrongKey(BSC_UNPROVEN));
    await expect(said.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      signature.getBoundingClientRect().bottom,
    );
    await expect(within(open).getByRole('textbox', { name: 'Message to sign' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(said).toHaveTextContent(OTHER_SIGNER);
    await userEvent.type(signature, '0');
    await expect(within(open).queryByText(wrongKey(BSC_UNPROVEN))).toBeNull();
  },
};

export const MessageWithoutTheAddress: Story = {
  name: 'Refused (422): a message that does not name the address, shown under the message',
  args: {
    dialog: dialog({
      treasury: unprovenBsc,
      fieldErrors: { message: `The message must name the address it proves: ${BSC_UNPROVEN}` },
    }),
  },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    await expect(within(open).getByRole('textbox', { name: 'Message to sign' })).toHaveAccessibleDescription(
      /^The message must name the address it proves: 0x1b7e45c0/,
    );
    await expect(signatureBox()).not.toHaveAttribute('aria-invalid');
  },
};

export const NotDeclared: Story = {
  name: 'Refused (422): an address no longer declared, said above the buttons',
  args: {
    dialog: dialog({
      treasury: unprovenBsc,
      fieldErrors: {
        address: `${BSC_UNPROVEN} is not a declared BEP20 treasury address (BEP20_TREASURY)`,
      },
    }),
  },
  play: async () => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    await expect(within(open).getByRole('alert')).toHaveTextContent(
      `${BSC_UNPROVEN} is not a declared BEP20 treasury address (BEP20_TREASURY)`,
    );
  },
};

export const Sending: Story = {
  args: { dialog: dialog({ treasury: unprovenBsc, busy: true }) },
  play: async ({ args }) => {
    const open = await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    await expect(within(open).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.dialog.onClose).not.toHaveBeenCalled();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const unproven = rowOf(canvasElement, BSC_UNPROVEN);
    const prove = within(unproven).getByRole('button', { name: `Prove control: ${BSC_UNPROVEN}` });
    prove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onProve).toHaveBeenCalledWith(unprovenBsc);
    // The proof of the address above it opens from the keyboard too.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    const toggle = within(rowOf(canvasElement, BSC_PROVEN)).getByRole('button', {
      name: `Signed message of ${BSC_PROVEN}`,
    });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  },
};

export const KeyboardInTheDialog: Story = {
  name: 'The dialog by keyboard: paste, reach the button, send; Escape leaves',
  args: { dialog: dialog({ treasury: unprovenBsc }) },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Prove control of a treasury address' });
    await expect(signatureBox()).toHaveFocus();
    await userEvent.paste(SIGNATURE);
    await userEvent.tab();
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Prove control' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.dialog.onSubmit).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.dialog.onClose).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The list still reads top to bottom in the server's order.
    const tops = rows(canvasElement).map((row) => row.getBoundingClientRect().top);
    await expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    const unproven = rowOf(canvasElement, BSC_UNPROVEN);
    // The network starts the line at the right, the address follows to its left, the action ends it at the left.
    const network = within(unproven).getByText('BEP20').getBoundingClientRect();
    const address = within(unproven).getByText(BSC_UNPROVEN);
    const prove = within(unproven)
      .getByRole('button', { name: /^Prove control/ })
      .getBoundingClientRect();
    await expect(address.getBoundingClientRect().right).toBeLessThanOrEqual(network.left);
    await expect(prove.right).toBeLessThanOrEqual(address.getBoundingClientRect().left);
    await expect(address).toHaveAttribute('dir', 'ltr');
    // The standing sits under the address, starting at the right like it.
    const standing = within(unproven).getByText('Control not proven').getBoundingClientRect();
    await expect(standing.top).toBeGreaterThanOrEqual(network.bottom);
    await expect(Math.abs(standing.right - network.right)).toBeLessThanOrEqual(1);
  },
};

export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }} data-testid="phone">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('phone').scrollWidth).toBeLessThanOrEqual(360);
    await expect(canvas.getByRole('button', { name: `Prove control: ${BSC_UNPROVEN}` })).toBeVisible();
  },
};
