import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { type PageMeta, Pagination } from './Pagination';

const PER_PAGE = 10;
const metaFor = (page: number, total: number): PageMeta => {
  const last = Math.max(1, Math.ceil(total / PER_PAGE));
  return {
    current_page: page,
    last_page: last,
    from: total ? (page - 1) * PER_PAGE + 1 : null,
    to: total ? Math.min(total, page * PER_PAGE) : null,
    total,
  };
};

/** Holds the page like a screen would, so clicks move the window. */
function Paged({
  total,
  start,
  onPageChange,
}: {
  total: number;
  start: number;
  onPageChange: (p: number) => void;
}) {
  const [page, setPage] = useState(start);
  return (
    <Pagination
      meta={metaFor(page, total)}
      onPageChange={(p) => {
        onPageChange(p);
        setPage(p);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { meta: metaFor(5, 195), onPageChange: fn() },
  render: (args) => (
    <Paged total={args.meta.total} start={args.meta.current_page} onPageChange={args.onPageChange} />
  ),
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageNumbers = (canvas: { getAllByRole: (role: string, options: { name: RegExp }) => HTMLElement[] }) =>
  canvas.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => Number(b.textContent));

export const ShowsThreePagesEachSide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 41 to 50 of 195 results')).toBeVisible();
    await expect(pageNumbers(canvas)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ClickingCallsBackWithThePage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 7' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await expect(pageNumbers(canvas)).toEqual([4, 5, 6, 7, 8, 9, 10]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Last' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(canvas.getByText('Showing 191 to 195 of 195 results')).toBeVisible();
    await expect(pageNumbers(canvas)).toEqual([17, 18, 19, 20]);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'First' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await expect(pageNumbers(canvas)).toEqual([1, 2, 3, 4]);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

export const CurrentPageDoesNotCallBack: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 5' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const JumpBoxTakesDigitsAndClamps: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Search Table By No' });
    await userEvent.type(box, '1a2-');
    await expect(box).toHaveValue('12');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await userEvent.clear(box);
    await userEvent.type(box, '999');
    await userEvent.click(canvas.getByRole('button', { name: 'Go' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(20);
    await expect(box).toHaveValue('20');
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
  },
};

export const EmptyList: Story = {
  args: { meta: metaFor(1, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Showing 0 to 0 of 0 results')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'First' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Last' })).toBeDisabled();
  },
};

export const ArrowsMirrorInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: 'First' }).getBoundingClientRect();
    const last = canvas.getByRole('button', { name: 'Last' }).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(last.left);
    const arrow = canvas.getByRole('button', { name: 'Next page' }).querySelector('svg')!;
    await expect(getComputedStyle(arrow).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  },
};

/** The box's placeholder shows whole, its first letter included, where the line reads from the right. */
export const JumpBoxPlaceholderWholeInRtl: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Search Table By No' });
    const style = getComputedStyle(box);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(box.getAttribute('placeholder') ?? '').width;
    const room =
      box.clientWidth -
      Number.parseFloat(style.paddingInlineStart) -
      Number.parseFloat(style.paddingInlineEnd);
    await expect(text).toBeLessThanOrEqual(room);
  },
};

/** On a phone the pager keeps one row: First, the arrows, the page with one each side, and Last. */
export const OneRowOnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pager = within(canvas.getByRole('navigation', { name: 'Pagination' }));
    const shown = pager.getAllByRole('button').filter((button) => button.getClientRects().length > 0);
    await expect(shown.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'First',
      'Previous page',
      'Page 4',
      'Page 5',
      'Page 6',
      'Next page',
      'Last',
    ]);
    const tops = new Set(shown.map((button) => Math.round(button.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    // Any page is still one jump away.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search Table By No' }), '2{Enter}');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  },
};
