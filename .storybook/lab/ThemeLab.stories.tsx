import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultThemeSettings, presets } from '../../src/theme';
import { Button, Pagination } from '../../src/ui';
import { clearLabTheme, readLabTheme, saveLabTheme, toolbarTheme } from './labTheme';
import { ThemeLab } from './ThemeLab';

type Globals = Record<string, unknown>;
const globalsOf = (context: { globals: Globals }) => {
  const { storyGlobals = {}, userGlobals = context.globals } = context as {
    storyGlobals?: Globals;
    userGlobals?: Globals;
  };
  return [userGlobals, storyGlobals] as const;
};

const meta = {
  title: 'Design/Theme lab',
  component: ThemeLab,
  // A whole-page tool: a docs page would draw the lab twice, and nothing there to read.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <ThemeLab base={toolbarTheme(...globalsOf(context))} />,
} satisfies Meta<typeof ThemeLab>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const LAB_ACCENT = '#aa0055';

/** Buttons ease into a new colour, so the test waits for the colour a person ends up seeing. */
const paints = (el: Element, colour: string) => waitFor(() => expect(background(el)).toBe(colour));

/** The lab as a designer opens it: the toolbar's theme, nothing edited yet. */
export const Lab: Story = {
  name: 'Theme lab',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Theme lab settings' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Primary' })).toBeEnabled();
  },
};

/** The scripted check, apart from the lab itself, so opening the lab never edits anything on its own. */
export const EditsReachEveryComponent: Story = {
  name: 'Theme lab: one edit reaches every component',
  play: async (context) => {
    const { canvasElement, step } = context;
    const base = toolbarTheme(...globalsOf(context));
    const palette = presets[base.preset][base.mode];
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('form', { name: 'Theme lab settings' }));
    const shell = canvas.getByRole('region', { name: "Screen: Transfer in the app's shell" });
    const primary = canvas.getByRole('button', { name: 'Primary' });
    const currentPage = within(canvas.getByRole('navigation', { name: 'Lab pages' })).getByRole('button', {
      name: 'Page 2',
    });
    const screenButton = within(shell).getByRole('button', { name: 'Click for transfer' });
    const presetAccent = rgb(palette.accent);
    // Everything the lab changes is put back, even when an expectation fails halfway, so no later story in
    // the same browser page is painted with it.
    try {
      await expect(background(primary)).toBe(presetAccent);

      await step('a typed accent repaints the buttons, the current page and the screen', async () => {
        const hex = panel.getByRole('textbox', { name: 'Accent' });
        await userEvent.clear(hex);
        await userEvent.type(hex, LAB_ACCENT);
        await paints(primary, rgb(LAB_ACCENT));
        await paints(currentPage, rgb(LAB_ACCENT));
        await paints(screenButton, rgb(LAB_ACCENT));
        await expect(panel.getByRole('textbox', { name: 'Accent' })).toHaveValue(LAB_ACCENT);
        await expect(readLabTheme()?.colors.accent).toBe(LAB_ACCENT);
      });

      await step('a dialog, drawn outside the lab, follows too', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
        const dialog = within(await screen.findByRole('dialog', { name: 'Confirm withdrawal' }));
        await paints(dialog.getByRole('button', { name: 'Confirm' }), rgb(LAB_ACCENT));
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      });

      await step('right to left puts the menu on the right of the screen', async () => {
        const aside = () => shell.querySelector('aside')!.getBoundingClientRect();
        const main = () => within(shell).getByRole('main').getBoundingClientRect();
        await expect(aside().right).toBeLessThanOrEqual(main().left);
        await userEvent.click(panel.getByRole('radio', { name: 'RTL' }));
        await waitFor(() => expect(aside().left).toBeGreaterThanOrEqual(main().right));
      });

      await step('export shows the palette a preset needs', async () => {
        await userEvent.click(panel.getByRole('button', { name: 'Export as preset' }));
        const dialog = within(await screen.findByRole('dialog', { name: 'Export as preset' }));
        const exported = JSON.parse((dialog.getByLabelText('Preset JSON') as HTMLTextAreaElement).value);
        await expect(exported).toMatchObject({
          basedOn: base.preset,
          mode: base.mode,
          accent: { accent: LAB_ACCENT },
          colors: { accent: LAB_ACCENT, text: palette.text },
        });
        await expect(Object.keys(exported.colors)).toHaveLength(13);
        await expect(dialog.getByRole('link', { name: 'Download JSON' })).toHaveAttribute('download');
        await userEvent.keyboard('{Escape}');
        await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      });

      await step("reset brings back the preset's colour and direction and keeps nothing", async () => {
        await userEvent.click(panel.getByRole('button', { name: 'Reset lab theme' }));
        await paints(primary, presetAccent);
        await paints(currentPage, presetAccent);
        await paints(screenButton, presetAccent);
        await expect(panel.getByRole('textbox', { name: 'Accent' })).toHaveValue(palette.accent);
        await expect(shell.querySelector('aside')!.getBoundingClientRect().right).toBeLessThanOrEqual(
          within(shell).getByRole('main').getBoundingClientRect().left,
        );
        await expect(readLabTheme()).toBeNull();
      });
    } finally {
      clearLabTheme();
    }
  },
};

/**
 * Any story, drawn while the lab keeps a theme: this one has no theme code of its own, so the accent it shows
 * can only come from the kept theme through the preview's decorator.
 */
export const KeptAcrossStories: Story = {
  name: 'Another story, with a lab theme kept',
  render: () => (
    <>
      <Button>Save</Button>
      <Pagination
        meta={{ current_page: 1, last_page: 3, from: 1, to: 10, total: 30 }}
        onPageChange={() => {}}
        label="Pages"
      />
    </>
  ),
  parameters: { layout: 'padded' },
  play: async ({ mount }) => {
    // Kept before the story is drawn, as the lab would have left it on the way to this story.
    saveLabTheme({ ...defaultThemeSettings, colors: { accent: LAB_ACCENT } });
    try {
      const canvas = await mount();
      await expect(background(canvas.getByRole('button', { name: 'Save' }))).toBe(rgb(LAB_ACCENT));
      await expect(background(canvas.getByRole('button', { name: 'Page 1' }))).toBe(rgb(LAB_ACCENT));
    } finally {
      clearLabTheme();
    }
  },
};
