import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { getSession } from '../../api/session';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { PayoutsScreen } from './PayoutsScreen';
import { payoutDetail, payouts, payoutsPage } from './payoutFixtures';

const { asked, navigated, serve } = fakeNetwork('alice01');

const meta = {
  title: 'Screens/Payouts/Wired',
  component: PayoutsScreen,
  parameters: { router: { initialEntries: ['/user/payouts'] } },
  decorators: [withToasts],
} satisfies Meta<typeof PayoutsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const ok = (path: string) =>
  path.startsWith('payouts/41') ? json({ status: true, data: payoutDetail }) : json(payoutsPage(payouts));

export const FiltersFromTheFirstPageAndExplainsARow: Story = {
  beforeEach: serve(ok),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Level 1 income from bob_k' }, patient);
    await expect(asked).toEqual(['payouts?page=1']);

    await userEvent.click(canvas.getByRole('button', { name: 'Level 1 income from bob_k' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Why I earned this' }, patient));
    await expect(
      await dialog.findByText(/Plan version 1 pays 10\.00% of a staking return/, undefined, patient),
    ).toBeVisible();
    await expect(asked).toContain('payouts/41');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), patient);

    await userEvent.click(canvas.getByRole('button', { name: 'Filter' }));
    const filter = within(await screen.findByRole('dialog', { name: 'Filter' }, patient));
    await userEvent.selectOptions(filter.getByRole('combobox', { name: 'Source' }), 'NFT TRADE');
    await userEvent.selectOptions(filter.getByRole('combobox', { name: 'Status' }), '1');
    await userEvent.click(filter.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(asked.at(-1)).toBe('payouts?page=1&source=NFT TRADE&is_paid=1'), patient);
    await expect(
      await canvas.findByText('Filtered by Source: NFT TRADE, Status: Paid', undefined, patient),
    ).toBeVisible();
  },
};

export const ReferralPayoutsForToday: Story = {
  parameters: {
    router: { initialEntries: [{ pathname: '/user/Referralpayouts', state: { sort: 'today' } }] },
  },
  beforeEach: serve(ok),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText("Showing today's payouts only.", undefined, patient)).toBeVisible();
    await waitFor(() => expect(asked).toEqual(['payouts?page=1&sort=today']), patient);
  },
};

export const ExpiredSignInSendsTheMemberHome: Story = {
  beforeEach: serve(() => json({ status: 0, msg: 'Unauthenticated.', message: 'Unauthenticated.' }, 401)),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(screen.getAllByText('Authentication Failed. Please Login Again....').length).toBeGreaterThan(
          0,
        ),
      patient,
    );
    // The table says it too, apart from the toast.
    await expect(
      within(canvasElement).getByText('Authentication Failed. Please Login Again....', {
        selector: 'p[role="alert"]',
      }),
    ).toBeVisible();
    await waitFor(() => expect(navigated).toEqual(['/']), patient);
    await expect(getSession()).toBeNull();
  },
};

export const FailedListSaysSo: Story = {
  beforeEach: serve(() => json({ status: false, msg: 'Unexpected' }, 422)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Request failed please try again',
        {
          selector: 'p[role="alert"]',
        },
        patient,
      ),
    ).toBeVisible();
    await waitFor(
      () => expect(screen.getAllByText('Request failed please try again').length).toBeGreaterThan(1),
      patient,
    );
  },
};
