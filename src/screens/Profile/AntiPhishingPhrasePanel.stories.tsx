import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fakeNetwork, json, patient, withToasts } from '../shared/wiredStory';
import { AntiPhishingPhrasePanel } from './AntiPhishingPhrasePanel';
import { AntiPhishingPhraseSection } from './AntiPhishingPhraseSection';

const meta = {
  title: 'Screens/Profile/Basic Info/AntiPhishingPhrasePanel',
  component: AntiPhishingPhrasePanel,
  args: { phrase: null, error: null, general: [], saving: false, onEdit: fn(), onSave: fn() },
} satisfies Meta<typeof AntiPhishingPhrasePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Anti-phishing phrase' });

export const RefusesWhatTheServerWouldRefuse: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await userEvent.type(input, 'ab');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAccessibleDescription(/must be 4 to 32 characters long/);
    await userEvent.clear(input);
    await userEvent.type(input, 'hi <b>');
    await userEvent.click(canvas.getByRole('button', { name: 'Save phrase' }));
    await expect(input).toHaveAccessibleDescription(/letters, digits and spaces only/);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '  Héron bleu 42 ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Héron bleu 42');
  },
};

export const SavedPhraseCanBeRemoved: Story = {
  args: { phrase: 'Blue heron 42' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = field(canvasElement);
    await expect(input).toHaveValue('Blue heron 42');
    await expect(input).toHaveAccessibleDescription(/begins with “Your anti-phishing phrase: Blue heron 42”/);
    await userEvent.clear(input);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove phrase' }));
    await expect(args.onSave).toHaveBeenCalledWith('');
  },
};

export const ServerRefusal: Story = {
  args: { error: 'The anti-phishing phrase must be 4 to 32 characters long' },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement)).toHaveAccessibleDescription(/must be 4 to 32 characters long/);
  },
};

const network = fakeNetwork('asha01');

/** The section reads the saved phrase, posts the new one and shows the server's words. */
export const Wired: StoryObj<typeof AntiPhishingPhraseSection> = {
  render: () => <AntiPhishingPhraseSection />,
  decorators: [withToasts],
  beforeEach: network.serve((_path, request) => {
    if (request.method === 'GET') return json({ status: true, anti_phishing_phrase: null });
    const msg = 'Anti-phishing phrase saved';
    return json({ status: true, msg, message: msg, anti_phishing_phrase: 'Blue heron 42' });
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await canvas.findByRole('textbox', { name: 'Anti-phishing phrase' }, patient);
    await userEvent.type(input, 'Blue heron 42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save phrase' }));
    await waitFor(
      () =>
        expect(network.sentTo('POST', 'anti-phishing-phrase')[0]?.body).toEqual({
          anti_phishing_phrase: 'Blue heron 42',
        }),
      patient,
    );
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: 'Anti-phishing phrase' })).toHaveAccessibleDescription(
          /Blue heron 42”/,
        ),
      patient,
    );
  },
};
