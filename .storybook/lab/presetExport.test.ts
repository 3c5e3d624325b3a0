import { describe, expect, it } from 'vitest';
import { colorSlots, defaultThemeSettings, presets } from '../../src/theme';
import { mixHex, presetExport } from './presetExport';

describe('preset export', () => {
  it('works out color-mix shades as the browser does in sRGB', () => {
    expect(mixHex('#ff0000', 0.5, '#0000ff')).toBe('#800080');
    expect(mixHex('#aa0055', 1, '#000000')).toBe('#aa0055');
  });

  it("carries the preset's own colours for every slot the lab left alone", () => {
    const exported = presetExport({ ...defaultThemeSettings, preset: 'ocean', mode: 'dark' });
    expect(Object.keys(exported.colors)).toEqual([...colorSlots]);
    expect(exported.colors).toMatchObject({
      accent: presets.ocean.dark.accent,
      text: presets.ocean.dark.text,
    });
    expect(exported.accent.accentHover).toBe(presets.ocean.dark.accentHover);
  });

  it('derives the hover, pressed and soft shades from an edited accent', () => {
    const exported = presetExport({
      ...defaultThemeSettings,
      colors: { accent: '#aa0055', surface: '#ffffff' },
    });
    expect(exported.colors.accent).toBe('#aa0055');
    expect(exported.accent).toEqual({
      accent: '#aa0055',
      accentHover: mixHex('#aa0055', 0.85, '#000000'),
      accentActive: mixHex('#aa0055', 0.72, '#000000'),
      accentSoft: mixHex('#aa0055', 0.16, '#ffffff'),
      onAccent: presets.tessera.light.onAccent,
    });
  });
});
