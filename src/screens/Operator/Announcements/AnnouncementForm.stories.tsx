import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AnnouncementForm, type AnnouncementFormProps } from './AnnouncementForm';
import { emptyDraft } from './announcementDraft';

const written = {
  title: 'Maintenance on Sunday night',
  body: 'Deposits and withdrawals pause from 22:00 to 23:00 UTC.',
  pinned: true,
  publishAt: '2026-03-08T09:00',
  expiresAt: '',
};

const meta = {
  title: 'Screens/Operator/Announcements/Form',
  component: AnnouncementForm,
  args: {
    draft: emptyDraft,
    onChange: fn(),
    errors: {},
    formError: null,
    previewing: false,
    onTogglePreview: fn(),
    publishing: false,
    onPublish: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AnnouncementForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The container's draft and preview state, so typing and the Preview toggle can be tried. */
function Editing(props: AnnouncementFormProps) {
  const [draft, setDraft] = useState(props.draft);
  const [previewing, setPreviewing] = useState(props.previewing);
  return (
    <AnnouncementForm
      {...props}
      draft={draft}
      onChange={(next) => {
        setDraft(next);
        props.onChange(next);
      }}
      previewing={previewing}
      onTogglePreview={() => setPreviewing(!previewing)}
    />
  );
}

export const FillInByKeyboard: Story = {
  name: 'Title, Body, Pinned, Publish at and Expires at, by keyboard, then Publish',
  render: (args) => <Editing {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await userEvent.keyboard('Maintenance');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Body' })).toHaveFocus();
    await userEvent.keyboard('Tonight');
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Pinned' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Publish at')).toHaveFocus();
    await expect(canvas.getByLabelText('Publish at')).toHaveAccessibleDescription(
      'Your local time; empty publishes it now',
    );
    await expect(canvas.getByLabelText('Expires at')).toHaveAttribute('type', 'datetime-local');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...emptyDraft,
      title: 'Maintenance',
      body: 'Tonight',
      pinned: true,
    });
    canvas.getByRole('button', { name: 'Publish' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPublish).toHaveBeenCalledOnce();
  },
};

export const Preview: Story = {
  name: 'Preview: the draft exactly as members see it on their Announcements page',
  args: { draft: written },
  render: (args) => <Editing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Preview' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const preview = within(canvas.getByRole('region', { name: 'Preview: as members see it' }));
    await expect(toggle).toHaveAttribute('aria-controls', canvas.getByRole('region', { name: /Preview/ }).id);
    // The member's own page: its heading, its list, the item closed until its title is pressed.
    await expect(preview.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
    const item = preview.getByRole('button', { name: /Maintenance on Sunday night/ });
    await expect(item).toHaveTextContent('Pinned');
    await expect(item).toHaveTextContent('Unread');
    await expect(item).toHaveTextContent('08-03-2026');
    await expect(item).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(item);
    await expect(preview.getByText(written.body)).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('region', { name: /Preview/ })).toBeNull();
  },
};

export const FieldErrors: Story = {
  args: {
    draft: { ...written, title: '', body: '' },
    errors: {
      title: 'This Field Is Required.',
      body: 'This Field Is Required.',
      expires_at: 'Expires at must come after it is published',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Title', 'Body']) {
      const field = canvas.getByRole('textbox', { name });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('This Field Is Required.');
    }
    await expect(canvas.getByLabelText('Expires at')).toHaveAccessibleDescription(
      /Expires at must come after it is published/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const Refused: Story = {
  args: { draft: written, formError: 'You may not publish announcements' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'You may not publish announcements',
    );
  },
};

export const Publishing: Story = {
  args: { draft: written, publishing: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(publish);
    await expect(args.onPublish).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { draft: written, previewing: true },
  render: (args) => <Editing {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    // Publish, the form's last word, at the inline end: the left.
    const publish = canvas.getByRole('button', { name: 'Publish' }).getBoundingClientRect();
    const cancel = canvas.getByRole('button', { name: 'Cancel' }).getBoundingClientRect();
    await expect(publish.right).toBeLessThan(cancel.left);
    // The label sits at the right of its field, and the preview mirrors like the members' page.
    const label = canvas.getByText('Title', { selector: 'label' }).getBoundingClientRect();
    const input = canvas.getByRole('textbox', { name: 'Title' }).getBoundingClientRect();
    await expect(label.right).toBeGreaterThan(input.left + input.width / 2);
    const preview = within(canvas.getByRole('region', { name: /Preview/ }));
    const item = preview.getByRole('button', { name: /Maintenance/ });
    const title = within(item).getByText(written.title).getBoundingClientRect();
    await expect(title.right).toBeGreaterThan(
      item.getBoundingClientRect().left + item.getBoundingClientRect().width / 2,
    );
  },
};

export const OnAPhone: Story = {
  name: 'At 390 px: fields stacked, preview inside the frame',
  args: { draft: written, previewing: true },
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
    const publishAt = canvas.getByLabelText('Publish at').getBoundingClientRect();
    const expiresAt = canvas.getByLabelText('Expires at').getBoundingClientRect();
    await expect(expiresAt.top).toBeGreaterThan(publishAt.bottom);
    const region = canvas.getByRole('region', { name: /Preview/ }).getBoundingClientRect();
    await expect(region.right).toBeLessThanOrEqual(phone.getBoundingClientRect().right);
  },
};
