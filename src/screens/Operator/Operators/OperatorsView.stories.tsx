import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OperatorsView } from './OperatorsView';
import { operators } from './operatorsFixtures';

const meta = {
  title: 'Screens/Operator/Operators',
  component: OperatorsView,
  args: {
    operators,
    loading: false,
    error: null,
    onRetry: fn(),
    canWrite: true,
    myId: 1,
    dialog: null,
    onDialog: fn(),
    busy: false,
    dialogError: null,
    fieldErrors: {},
    onCreate: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof OperatorsView>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvasElement: HTMLElement, username: string) =>
  within(
    within(within(canvasElement).getByRole('table', { name: 'Operators' }))
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(username))!,
  );

export const AsAdmin: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = within(canvas.getByRole('table', { name: 'Operators' }));
    const headers = table.getAllByRole('columnheader').map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Username',
      'Role',
      'Added',
      'Authenticator',
      'Status',
      'Last sign-in',
      'Actions',
    ]);
    // The signed-in admin's own row says so and offers nothing.
    const own = rowOf(canvasElement, 'demo_admin');
    await expect(own.getByText('you')).toBeVisible();
    await expect(own.queryAllByRole('button')).toEqual([]);
    await expect(own.getByText(/another admin changes it/)).toBeVisible();
    // A locked operator, a disabled one who never set up the authenticator.
    await expect(rowOf(canvasElement, 'demo_auditor').getByText(/^Locked until /)).toBeVisible();
    const disabled = rowOf(canvasElement, 'demo_finance');
    await expect(disabled.getByText(/^Disabled since /)).toBeVisible();
    await expect(rowOf(canvasElement, 'demo_support').getByText('Active')).toBeVisible();
    await expect(disabled.getByText('At next sign-in')).toBeVisible();
    await expect(disabled.getByText('Never')).toBeVisible();
    await expect(disabled.getByRole('button', { name: 'Enable' })).toBeVisible();
    await expect(disabled.queryByRole('button', { name: 'Disable' })).toBeNull();
    // Every other row: Change role, Disable, Reset authenticator, each described by the row's username.
    const support = rowOf(canvasElement, 'demo_support');
    const names = support.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual(['Change role', 'Disable', 'Reset authenticator']);
    await expect(support.getByRole('button', { name: 'Disable' })).toHaveAccessibleDescription(
      'demo_support',
    );
    await userEvent.click(support.getByRole('button', { name: 'Reset authenticator' }));
    await expect(args.onDialog).toHaveBeenCalledWith({ kind: 'reset', operator: operators[3] });
    await userEvent.click(canvas.getByRole('button', { name: 'Add operator' }));
    await expect(args.onDialog).toHaveBeenLastCalledWith({ kind: 'add' });
    // An operator added through the back office waits for a second admin before they can sign in.
    const added = rowOf(canvasElement, 'walk_support');
    await expect(added.getByText('Waiting for a second admin')).toBeVisible();
    await expect(added.getByText('by demo_admin')).toBeVisible();
    // Until then only disabling it is open (the server refuses the rest with 409).
    await expect(added.getAllByRole('button').map((button) => button.textContent)).toEqual(['Disable']);
    await expect(rowOf(canvasElement, 'demo_support').getByText('At installation')).toBeVisible();
  },
};

export const ReadOnlyAuditor: Story = {
  args: { canWrite: false, myId: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button')).toEqual([]);
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    await expect(rowOf(canvasElement, 'demo_auditor').getByText('you')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { operators: null, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Operators' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const NoneYet: Story = {
  args: { operators: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No operators yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { operators: null, error: 'The finance role may not do this (it needs operators.read)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('it needs operators.read');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // The title at the right, Add operator at the left; in a row the username at the right, its actions at the left.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const add = canvas.getByRole('button', { name: 'Add operator' }).getBoundingClientRect();
    await expect(add.right).toBeLessThan(title.left);
    const support = rowOf(canvasElement, 'demo_support');
    const name = support.getByText('demo_support').getBoundingClientRect();
    const reset = support.getByRole('button', { name: 'Reset authenticator' }).getBoundingClientRect();
    await expect(reset.right).toBeLessThan(name.left);
  },
};

/** At 1280 px beside the back office's 240 px menu, every column, Actions included, shows without scrolling. */
export const BesideTheBackOfficeMenu: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 1280 - 240 - 48 }} data-testid="content">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByTestId('content');
    const table = within(content).getByRole('table', { name: 'Operators' });
    await expect(table.scrollWidth).toBeLessThanOrEqual(content.clientWidth);
    const edge = content.getBoundingClientRect().right;
    for (const button of within(table).getAllByRole('button'))
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 1);
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
    const frame = phone.getBoundingClientRect();
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(frame.left);
      await expect(box.right).toBeLessThanOrEqual(frame.right);
    }
  },
};
