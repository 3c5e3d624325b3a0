import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeSettings, resetThemeSettings, saveThemeSettings, updateThemeSettings } from '../theme';
import { cssVarName } from '../theme/varNames';
import { bindThemeSettings } from './themeSettings';

/** Just enough of <html> for the painter: classes, attributes and custom properties. */
function fakeRoot() {
  const classes = new Set<string>();
  const properties = new Map<string, string>();
  const root = {
    dir: '',
    dataset: {} as Record<string, string>,
    classList: {
      add: (name: string) => classes.add(name),
      remove: (name: string) => classes.delete(name),
      [Symbol.iterator]: () => classes.values(),
    },
    style: {
      colorScheme: '',
      setProperty: (name: string, value: string) => properties.set(name, value),
      removeProperty: (name: string) => properties.delete(name),
    },
  };
  return { root: root as unknown as HTMLElement, classes, properties };
}

let unbind: (() => void) | undefined;
afterEach(() => {
  unbind?.();
  resetThemeSettings();
});

describe('bindThemeSettings', () => {
  it('paints the shades the boot script leaves out when a saved colour needs them', async () => {
    saveThemeSettings({ ...defaultThemeSettings, colors: { accent: '#1d4ed8' } });
    const { root, properties } = fakeRoot();
    unbind = bindThemeSettings(root);
    await vi.waitFor(() =>
      expect(properties.get(cssVarName(['color', 'accentHover']))).toBe(
        'color-mix(in srgb, #1d4ed8 85%, black)',
      ),
    );
    expect(properties.get(cssVarName(['color', 'accent']))).toBe('#1d4ed8');
  });

  it('repaints on a live edit from the panel', async () => {
    const { root, classes } = fakeRoot();
    unbind = bindThemeSettings(root);
    updateThemeSettings({ preset: 'ocean', mode: 'dark', direction: 'rtl' });
    await vi.waitFor(() => expect([...classes]).toEqual(['tsr-theme-ocean-dark']));
    expect(root.dir).toBe('rtl');
  });
});
