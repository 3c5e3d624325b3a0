import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { site } from '../../src/content/site';
import { AppLayoutView } from '../../src/screens/Layout/AppLayoutView';
import {
  type ColorMode,
  colorModes,
  type PresetName,
  presetNames,
  type SidebarStyle,
  themeClass,
} from '../../src/theme';
import { deltaE } from '../../src/theme/contrast';
import { cx } from '../../src/ui';
import { SamplePage } from './SamplePage';
import * as css from './ThemeGallery.css';

function ThemeGallery() {
  return (
    <div className={css.grid}>
      {presetNames.flatMap((preset) =>
        colorModes.map((mode) => (
          <section
            key={`${preset}-${mode}`}
            className={cx(themeClass(preset, mode), css.panel)}
            data-preset={preset}
            data-mode={mode}
            aria-label={`${preset} ${mode}`}
          >
            <SamplePage preset={preset} mode={mode} />
          </section>
        )),
      )}
    </div>
  );
}

/**
 * Every preset in the toolbar's mode three ways at once: left to right, right to left, and on a phone-wide
 * panel where the sample page takes its phone form (payouts as cards, one column).
 */
function DirectionsAndPhones({ mode }: { mode: ColorMode }) {
  return (
    <div className={css.directions}>
      {presetNames.flatMap((preset) =>
        (['ltr', 'rtl', 'phone'] as const).map((form) => (
          <section
            key={`${preset}-${form}`}
            className={cx(themeClass(preset, mode), css.panel, form === 'phone' && css.phone)}
            dir={form === 'rtl' ? 'rtl' : 'ltr'}
            data-preset={preset}
            data-form={form}
            aria-label={`${preset} ${form === 'phone' ? 'on a phone' : form === 'rtl' ? 'right to left' : 'left to right'}`}
          >
            <SamplePage preset={preset} mode={mode} />
          </section>
        )),
      )}
    </div>
  );
}

const meta = {
  title: 'Design System/Theme Gallery',
  tags: ['!autodocs'],
  component: ThemeGallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;

/** A computed `rgb(r, g, b)` as #rrggbb. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

export const AllPresets: Story = {
  play: async ({ canvasElement }) => {
    const panels = Array.from(canvasElement.querySelectorAll<HTMLElement>('section[data-preset]'));
    await expect(panels).toHaveLength(presetNames.length * colorModes.length);

    for (const preset of presetNames) {
      const [light, dark] = colorModes.map((mode) =>
        canvasElement.querySelector(`section[data-preset="${preset}"][data-mode="${mode}"]`),
      );
      // Each mode repaints the page surface, whatever the preset.
      await expect(background(light!)).not.toBe(background(dark!));
    }

    // Each preset has an accent of its own, so its primary button differs from every other preset's.
    for (const mode of colorModes) {
      const accents = presetNames.map((preset) => {
        const panel = canvasElement.querySelector<HTMLElement>(
          `section[data-preset="${preset}"][data-mode="${mode}"]`,
        );
        return background(within(panel!).getByRole('button', { name: 'Save' }));
      });
      await expect(new Set(accents).size).toBe(presetNames.length);
    }

    // Save and Delete never look alike, in any preset or mode (Crimson's accent once was the critical red).
    for (const panel of panels) {
      const buttons = within(panel);
      const save = hex(background(buttons.getByRole('button', { name: 'Save' })));
      const remove = hex(background(buttons.getByRole('button', { name: 'Delete' })));
      const where = `${panel.dataset.preset} ${panel.dataset.mode}`;
      await expect(deltaE(save, remove), where).toBeGreaterThanOrEqual(25);
    }
  },
};

/** The app's shell around the sample page, in the toolbar's preset, mode, sidebar style and direction. */
function Shell({ preset, mode }: { preset: PresetName; mode: ColorMode }) {
  return (
    <AppLayoutView content={site} member={{ username: 'alice01', refcode: 'TS100234' }} onLogout={() => {}}>
      <SamplePage preset={preset} mode={mode} />
    </AppLayoutView>
  );
}

const asideBox = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('aside')!.getBoundingClientRect();

/** Where the chosen style applies (from 1024 px), the rail is as wide as the style says. */
const railWidths: Record<SidebarStyle, number> = {
  full: 240,
  modern: 240,
  compact: 96,
  mini: 72,
  'icon-hover': 72,
  overlay: 0,
};

const sidebarStory = (style: SidebarStyle): Story => ({
  name: `Sidebar: ${style}`,
  globals: { sidebarStyle: style },
  render: (_args, { globals }) => (
    <Shell preset={globals.preset as PresetName} mode={globals.colorMode as ColorMode} />
  ),
  play: async ({ canvasElement }) => {
    if (window.innerWidth < 1024) return;
    const canvas = within(canvasElement);
    if (style === 'overlay') {
      await expect(getComputedStyle(canvasElement.querySelector('aside')!).display).toBe('none');
      await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
      await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
      await userEvent.keyboard('{Escape}');
      return;
    }
    await expect(Math.round(asideBox(canvasElement).width)).toBe(railWidths[style]);
    const wallet = within(canvasElement.querySelector('aside')!).getByRole('link', { name: 'Wallet' });
    const label = wallet.lastElementChild!.getBoundingClientRect();
    // Words beside the icons, or under them on the compact rail; only the icon rails go without.
    await expect(label.width > 1).toBe(style !== 'mini' && style !== 'icon-hover');
    if (style === 'modern') {
      const card = canvasElement.querySelector('aside > div')!;
      await expect(Number.parseFloat(getComputedStyle(card).borderTopLeftRadius)).toBeGreaterThan(0);
    }
  },
});

export const SidebarFull = sidebarStory('full');
export const SidebarCompact = sidebarStory('compact');
export const SidebarMini = sidebarStory('mini');
export const SidebarIconHover = sidebarStory('icon-hover');
export const SidebarModern = sidebarStory('modern');
export const SidebarOverlay = sidebarStory('overlay');

export const RightToLeft: Story = {
  name: 'Right to left',
  globals: { direction: 'rtl' },
  render: (_args, { globals }) => (
    <Shell preset={globals.preset as PresetName} mode={globals.colorMode as ColorMode} />
  ),
  play: async ({ canvasElement }) => {
    const main = within(canvasElement).getByRole('main').getBoundingClientRect();
    // The mirrored shell: the menu on the right, each entry's icon to the right of its words.
    if (window.innerWidth >= 768)
      await expect(asideBox(canvasElement).left).toBeGreaterThanOrEqual(main.right);
    const wallet = within(canvasElement.querySelector('aside')!).getByRole('link', { name: 'Wallet' });
    const [icon, label] = Array.from(wallet.children).map((el) => el.getBoundingClientRect());
    if (label!.width > 1) await expect(icon!.left).toBeGreaterThan(label!.left);
  },
};

const panelOf = (canvasElement: HTMLElement, preset: PresetName, form: 'ltr' | 'rtl' | 'phone') =>
  canvasElement.querySelector<HTMLElement>(`section[data-preset="${preset}"][data-form="${form}"]`)!;

export const LeftToRightRightToLeftAndPhones: Story = {
  name: 'Left to right, right to left and on a phone',
  render: (_args, { globals }) => <DirectionsAndPhones mode={(globals.colorMode ?? 'light') as ColorMode} />,
  parameters: {
    a11y: { disable: 'the sample page is checked by axe in All presets; here it is the same page 27 times' },
  },
  play: async ({ canvasElement }) => {
    for (const preset of presetNames) {
      const [ltr, rtl, phone] = (['ltr', 'rtl', 'phone'] as const).map((form) =>
        panelOf(canvasElement, preset, form),
      );
      const box = (panel: HTMLElement, name: string) =>
        within(panel).getByRole('button', { name }).getBoundingClientRect();
      // Save comes first in reading order: at the left in left to right, at the right in right to left.
      await expect(box(ltr!, 'Save').left, `${preset} left to right`).toBeLessThan(box(ltr!, 'Cancel').left);
      await expect(box(rtl!, 'Save').left, `${preset} right to left`).toBeGreaterThan(
        box(rtl!, 'Cancel').left,
      );
      // The same preset paints all three the same.
      const accent = background(within(ltr!).getByRole('button', { name: 'Save' }));
      await expect(background(within(rtl!).getByRole('button', { name: 'Save' }))).toBe(accent);
      await expect(background(within(phone!).getByRole('button', { name: 'Save' }))).toBe(accent);
      // On the phone a payout is a card: its amount under its date, not beside it as in the wide table.
      const cell = (panel: HTMLElement, text: string) =>
        within(panel).getAllByText(text)[0]!.getBoundingClientRect();
      await expect(cell(ltr!, '09-03-2026').top).toBeCloseTo(cell(ltr!, '12.50 USDT').top, -1);
      await expect(cell(phone!, '12.50 USDT').top).toBeGreaterThan(cell(phone!, '09-03-2026').bottom);
      await expect(phone!.getBoundingClientRect().width).toBeLessThanOrEqual(390);
      await expect(phone!.scrollWidth).toBeLessThanOrEqual(phone!.clientWidth);
    }
  },
};
