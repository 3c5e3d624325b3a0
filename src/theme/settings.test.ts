import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { vars } from './contract.css';
import {
  colorSlots,
  colorVarName,
  defaultThemeSettings,
  parseThemeSettings,
  presetNames,
  themeClass,
} from './settings';

describe('theme settings', () => {
  it('keeps each valid stored field and falls back to the default for each broken one', () => {
    const parsed = parseThemeSettings({
      preset: 'ocean',
      mode: 'purple',
      sidebarStyle: 'mini',
      direction: 'rtl',
      font: 'comic-sans',
      colors: { accent: '#AA0000', text: 'red', nonsense: '#000000' },
    });
    expect(parsed).toEqual({
      ...defaultThemeSettings,
      preset: 'ocean',
      sidebarStyle: 'mini',
      direction: 'rtl',
      colors: { accent: '#aa0000' },
    });
  });

  it('falls back to the defaults for nothing stored or garbage', () => {
    expect(parseThemeSettings(null)).toEqual(defaultThemeSettings);
    expect(parseThemeSettings('{"preset":')).toEqual(defaultThemeSettings);
  });

  it('offers nine presets and thirteen editable colours', () => {
    expect(presetNames).toHaveLength(9);
    expect(colorSlots).toHaveLength(13);
  });

  it('writes live colour edits to the very variables the contract reads', () => {
    expect(vars.color.accent).toBe(`var(${colorVarName('accent')})`);
    expect(vars.color.surfaceRaised).toBe(`var(${colorVarName('surfaceRaised')})`);
  });

  it('boots with the same presets, storage key and class names as the app', () => {
    const boot = readFileSync(new URL('../../public/theme-boot.js', import.meta.url), 'utf8');
    const list = boot.match(/var presets = \[([^\]]*)\]/)?.[1] ?? '';
    expect(list.split(',').map((s) => s.trim().replace(/'/g, ''))).toEqual([...presetNames]);
    expect(boot).toContain("'tessera.theme'");
    expect(boot).toMatch(/`tsr-theme-\$\{preset\}-\$\{mode\}`/);
    expect(themeClass('ocean', 'dark')).toBe('tsr-theme-ocean-dark');
  });
});
