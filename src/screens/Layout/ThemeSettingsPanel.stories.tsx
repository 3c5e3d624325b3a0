import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { defaultThemeSettings, type ThemeSettings } from '../../theme';
import { applyThemeSettings } from '../../theme/applySettings';
import { ThemeSettingsPanel, type ThemeSettingsPanelProps } from './ThemeSettingsPanel';

/** Binds the pure panel to <html> as the app does, without touching the saved settings. */
function LivePanel(props: Partial<ThemeSettingsPanelProps>) {
  const [settings, setSettings] = useState<ThemeSettings>(defaultThemeSettings);
  const [open, setOpen] = useState(true);
  const change = (next: ThemeSettings) => {
    applyThemeSettings(document.documentElement, next);
    setSettings(next);
  };
  return (
    <ThemeSettingsPanel
      open={open}
      onOpenChange={setOpen}
      settings={settings}
      onChange={change}
      onReset={() => change(defaultThemeSettings)}
      {...props}
    />
  );
}

const meta = {
  title: 'Screens/Layout/ThemeSettingsPanel',
  component: LivePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LivePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const root = document.documentElement;

export const ChangesApplyAtOnceAndResetRestoresDefaults: Story = {
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Theme settings' }));
    const ocean = panel.getByRole('radio', { name: 'Ocean' });
    // The panel takes pointer events once it has opened; until then the page underneath holds none.
    await waitFor(() => expect(getComputedStyle(ocean).pointerEvents).not.toBe('none'));
    await userEvent.click(ocean);
    await expect(root).toHaveAttribute('data-preset', 'ocean');
    await expect(root).toHaveClass('tsr-theme-ocean-light');

    await userEvent.click(panel.getByRole('radio', { name: 'Dark' }));
    await expect(root).toHaveClass('tsr-theme-ocean-dark');
    await userEvent.click(panel.getByRole('radio', { name: 'Icon hover' }));
    await expect(root).toHaveAttribute('data-sidebar', 'icon-hover');
    await userEvent.click(panel.getByRole('radio', { name: 'RTL' }));
    await expect(root).toHaveAttribute('dir', 'rtl');
    await userEvent.selectOptions(panel.getByRole('combobox', { name: 'Font' }), 'inter');
    await expect(root).toHaveAttribute('data-font', 'inter');

    await userEvent.click(panel.getByRole('button', { name: 'Reset' }));
    await expect(root).toHaveAttribute('data-preset', defaultThemeSettings.preset);
    await expect(root).toHaveAttribute('data-mode', 'light');
    await expect(root).toHaveAttribute('dir', 'ltr');
    await expect(panel.getByRole('radio', { name: 'Tessera' })).toBeChecked();
  },
};

export const ColourSlotsRepaintLive: Story = {
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Theme settings' }));
    const accent = panel.getByLabelText('Accent') as HTMLInputElement;
    // Colour pickers are native popups; setting the value and firing input is what the picker does.
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(accent, '#aa0055');
    accent.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => expect(root.style.getPropertyValue('--tsr-color-accent')).toBe('#aa0055'));
    await userEvent.click(panel.getByRole('button', { name: 'Reset' }));
    await expect(root.style.getPropertyValue('--tsr-color-accent')).toBe('');
  },
};

export const KeyboardMovesWithinAGroup: Story = {
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Theme settings' }));
    const tessera = panel.getByRole('radio', { name: 'Tessera' });
    tessera.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(panel.getByRole('radio', { name: 'Ocean' })).toBeChecked();
    await expect(root).toHaveAttribute('data-preset', 'ocean');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Theme settings' })).toBeNull());
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Theme settings' });
    // The panel opens from the end edge: the right in LTR, the left in RTL.
    await expect(dialog.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};
