import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ToastHost } from '../../ui';
import { TeamView, type TeamViewProps } from './TeamView';
import { generatedTeam, loadedTree, member } from './teamFixtures';
import { type TeamTree, teamTreeFrom, teamTreeReducer } from './teamTree';

const ownTeam = teamTreeFrom([
  member('demo', { direct_count: 3, total_team: 11, paid_team: 8, team_business: '2450.5' }),
  member('alice', {
    sponsor: 'demo',
    direct_count: 2,
    total_subscription: '500',
    team_business: '1200',
    total_team: 4,
    paid_team: 3,
  }),
  member('bob', { sponsor: 'demo', is_paid: 0, live_is_paid: 0, direct_count: 2 }),
  member('grace', { sponsor: 'demo', is_paid: 0, live_is_paid: 1, direct_count: 0 }),
]) as TeamTree;

const withLoading = teamTreeReducer(ownTeam, { type: 'childrenRequested', username: 'alice' }) as TeamTree;

/** Keeps the zoom in the story's hands, as the screen does. */
function Zoomable(props: TeamViewProps) {
  const [zoom, setZoom] = useState(props.zoom);
  return (
    <TeamView
      {...props}
      zoom={zoom}
      onZoomChange={(next) => {
        setZoom(next);
        props.onZoomChange(next);
      }}
    />
  );
}

const written: string[] = [];

const meta = {
  title: 'Screens/Team',
  component: TeamView,
  render: (args) => <Zoomable {...args} />,
  parameters: { router: { initialEntries: ['/user/team'] } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastHost />
      </>
    ),
  ],
  args: {
    tree: ownTeam,
    status: 'ready',
    searching: false,
    zoom: 0.7,
    onZoomChange: fn(),
    onSearch: fn(),
    onNodeActivate: fn(),
    onNodeExpand: fn(),
    onRetry: fn(),
  },
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
} satisfies Meta<typeof TeamView>;
export default meta;
type Story = StoryObj<typeof meta>;

const node = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('treeitem', { name });

export const Loading: Story = {
  args: { tree: null, status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Direct Tree');
    await expect(canvas.queryByRole('tree')).toBeNull();
    await expect(canvas.getByPlaceholderText('Search by user name')).toBeVisible();
  },
};

export const FailedToLoad: Story = {
  args: { tree: null, status: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No Data Found')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const OwnTeamInColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tree', { name: 'Direct team' })).toBeVisible();
    const top = node(canvasElement, /^demo Paid/);
    await expect(top).toHaveAttribute('aria-level', '1');
    await expect(top).toHaveAttribute('aria-expanded', 'true');
    await expect(node(canvasElement, /^alice Paid · 2 direct/)).toHaveAttribute('aria-expanded', 'false');
    await expect(node(canvasElement, /^bob Unpaid/)).toHaveAttribute('aria-level', '2');
    // Live-paid counts as paid; a member with no direct team has nothing to open.
    const grace = node(canvasElement, /^grace Paid · 0 direct/);
    await expect(grace).not.toHaveAttribute('aria-expanded');
    const colour = (el: HTMLElement) => getComputedStyle(el).backgroundColor;
    await expect(colour(top)).toBe(colour(grace));
    await expect(colour(node(canvasElement, /^bob/))).not.toBe(colour(top));
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('0.7');
  },
};

export const ClickingAMemberAsksForTheirTeam: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(node(canvasElement, /^alice/));
    await expect(args.onNodeActivate).toHaveBeenCalledWith('alice');
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onNodeExpand).toHaveBeenCalledWith('alice', true);
  },
};

export const LoadingAMembersTeam: Story = {
  args: { tree: withLoading },
  play: async ({ canvasElement }) => {
    await expect(node(canvasElement, /^alice/)).toHaveAttribute('aria-busy', 'true');
  },
};

export const HoverCardCopiesTheUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(node(canvasElement, /^alice/));
    const card = within(await canvas.findByRole('region', { name: 'alice details' }));
    const value = (term: string) => card.getByText(term).nextElementSibling?.textContent;
    await expect(card.getByText('alice')).toBeVisible();
    await expect(value('Total Subscription')).toBe('500.00 USDT');
    await expect(value('Total Bussiness')).toBe('1200.00 USDT');
    await expect(value('Total Team')).toBe('4');
    await expect(value('Paid Team')).toBe('3');
    await expect(value('Sponsor')).toBe('demo');
    await userEvent.click(card.getByRole('button', { name: 'Copy username' }));
    await waitFor(() => expect(screen.getByText('Username copy to clipboard successfully.')).toBeVisible());
    await expect(written).toEqual(['alice']);
  },
};

export const KeyboardReachesTheCard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    node(canvasElement, /^demo/).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(node(canvasElement, /^bob/)).toHaveFocus();
    await expect(await canvas.findByRole('region', { name: 'bob details' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy username' })).toHaveFocus();
  },
};

export const SearchIgnoresAnEmptyTerm: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Search by user name' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' carol ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('carol');
  },
};

export const ZoomButtons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom in' }));
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(0.8);
    node(canvasElement, /^demo/).focus();
    await userEvent.keyboard('{-}{-}{-}');
    await expect(args.onZoomChange).toHaveBeenLastCalledWith(0.5);
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '50%');
  },
};

const big = loadedTree(generatedTeam(10_000));

export const TenThousandMembers: Story = {
  args: { tree: big },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Direct team' });
    const count = () => within(tree).queryAllByRole('treeitem').length;
    await waitFor(() => expect(count()).toBeGreaterThan(5));
    await expect(count()).toBeLessThan(400);
    await expect(canvasElement.querySelectorAll('*').length).toBeLessThan(3_000);
    tree.scrollLeft = tree.scrollWidth;
    tree.scrollTop = tree.scrollHeight;
    await waitFor(() => expect(within(tree).queryByRole('treeitem', { name: /^m5460 / })).not.toBeNull());
    await expect(count()).toBeLessThan(400);
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zoom out' }));
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('0.5');
    await expect(count()).toBeLessThan(600);
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const first = node(canvasElement, /^alice/).getBoundingClientRect();
    const second = node(canvasElement, /^bob/).getBoundingClientRect();
    await expect(first.left).toBeGreaterThan(second.left);
    node(canvasElement, /^demo/).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(node(canvasElement, /^alice/)).toHaveFocus();
  },
};

/** The demo member's own team as a phone first shows it: four direct members in a row. */
const fourDirects = teamTreeFrom([
  member('demo', { direct_count: 4, total_team: 4, paid_team: 2 }),
  member('alice', { sponsor: 'demo', direct_count: 0 }),
  member('bob', { sponsor: 'demo', is_paid: 0, live_is_paid: 0, direct_count: 0 }),
  member('grace', { sponsor: 'demo', direct_count: 0 }),
  member('judy', { sponsor: 'demo', is_paid: 0, live_is_paid: 0, direct_count: 0 }),
]) as TeamTree;

export const PhoneOpensWithTheWholeTeamInView: Story = {
  name: 'On a phone (390 px) the tree opens centred on the member, with every direct member in view',
  args: { tree: fourDirects },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 390 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('tree', { name: 'Direct team' });
    await waitFor(() => expect(args.onZoomChange).toHaveBeenCalled());
    const view = tree.getBoundingClientRect();
    await waitFor(() => {
      for (const name of ['demo', 'alice', 'bob', 'grace', 'judy']) {
        const box = node(canvasElement, new RegExp(`^${name}`)).getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(view.left);
        expect(box.right).toBeLessThanOrEqual(view.right);
      }
    });
    const own = node(canvasElement, /^demo/).getBoundingClientRect();
    await expect(Math.abs((own.left + own.right) / 2 - (view.left + view.right) / 2)).toBeLessThan(4);
    // Zoomed out from the spec's 70% only as far as needed, and the slider says so.
    const zoom = Number((canvas.getByRole('slider', { name: 'Zoom' }) as HTMLInputElement).value);
    await expect(zoom).toBeLessThan(0.7);
    await expect(zoom).toBeGreaterThanOrEqual(0.4);
  },
};

export const PhoneOpensWithTheWholeTeamInViewRtl: Story = {
  ...PhoneOpensWithTheWholeTeamInView,
  name: 'On a phone, right to left, the whole direct team is in view',
  globals: { direction: 'rtl' },
};

export const WideScreenKeepsTheSpecZoom: Story = {
  name: 'Where the team fits, the tree opens at the spec’s 70%',
  args: { tree: fourDirects },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tree', { name: 'Direct team' })).toBeVisible();
    await expect(args.onZoomChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('slider', { name: 'Zoom' })).toHaveValue('0.7');
  },
};
