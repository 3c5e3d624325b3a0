import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DATES_OUT_OF_ORDER, FilterDialog } from './FilterDialog';

const meta = {
  title: 'UI/FilterDialog',
  component: FilterDialog,
  args: {
    trigger: <Button variant="secondary">Filter</Button>,
    onFilter: fn(),
    fields: [
      { name: 'ticket_no', label: 'Ticket No', type: 'number' },
      { name: 'subject', label: 'Subject', type: 'text' },
      {
        name: 'is_paid',
        label: 'Status',
        type: 'select',
        options: [
          { value: '1', label: 'Paid' },
          { value: '0', label: 'Unpaid' },
        ],
      },
    ],
  },
} satisfies Meta<typeof FilterDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const openDialog = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filter' }));
  return screen.findByRole('dialog', { name: 'Filter' });
};

export const SendsOnlyFilledFields: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    const number = dialog.getByRole('textbox', { name: 'Ticket No' });
    await userEvent.type(number, '4x2.');
    await expect(number).toHaveValue('42');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Filter' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ ticket_no: '42', is_paid: '0' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const DatesGoOutAsDayMonthYear: Story = {
  args: { fields: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    const from = dialog.getByLabelText('From');
    const to = dialog.getByLabelText('To');
    await expect(from).toHaveAttribute('type', 'date');
    await userEvent.type(from, '2026-03-01');
    await userEvent.type(to, '2026-03-31');
    await expect(to).toHaveAttribute('min', '2026-03-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Filter' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ from_date: '01-03-2026', to_date: '31-03-2026' });
  },
};

export const FromAfterToIsRefused: Story = {
  args: { fields: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.type(dialog.getByLabelText('From'), '2026-03-31');
    await userEvent.type(dialog.getByLabelText('To'), '2026-03-01');
    await userEvent.click(dialog.getByRole('button', { name: 'Filter' }));
    // The dialog stays, says why under To, and nothing is asked of the server.
    await expect(dialog.getByText(DATES_OUT_OF_ORDER)).toBeVisible();
    await expect(dialog.getByLabelText('To')).toHaveAccessibleDescription(DATES_OUT_OF_ORDER);
    await expect(args.onFilter).not.toHaveBeenCalled();
    // Corrected, the message goes and the filter is sent.
    await userEvent.clear(dialog.getByLabelText('To'));
    await userEvent.type(dialog.getByLabelText('To'), '2026-04-01');
    await expect(dialog.queryByText(DATES_OUT_OF_ORDER)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Filter' }));
    await expect(args.onFilter).toHaveBeenCalledWith({ from_date: '31-03-2026', to_date: '01-04-2026' });
  },
};

export const CloseSendsNothing: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = within(await openDialog(canvasElement));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Subject' }), 'Deposit');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onFilter).not.toHaveBeenCalled();
  },
};

export const WithoutDates: Story = {
  args: { dates: false },
  play: async ({ canvasElement }) => {
    const dialog = within(await openDialog(canvasElement));
    await expect(dialog.queryByLabelText('From')).toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'Ticket No' })).toBeVisible();
  },
};
