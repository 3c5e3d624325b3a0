import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorModes, presetNames, themeClass } from '../../src/theme';
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

const meta = {
  title: 'Design System/Theme Gallery',
  component: ThemeGallery,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const background = (el: Element) => getComputedStyle(el).backgroundColor;

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
  },
};
