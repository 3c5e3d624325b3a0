import { describe, expect, it } from 'vitest';
import { chroma, contrast, deltaE, over } from './contrast';
import { colorModes } from './modes';
import { pairings } from './pairings';
import { presets } from './presets';
import { type PresetName, presetNames } from './settings';
import { DISABLED_OPACITY } from './tokens';

describe('every preset meets WCAG contrast in light and dark', () => {
  it('computes the textbook ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('keeps every palette colour parseable', () => {
    for (const name of presetNames) {
      for (const mode of colorModes) {
        for (const [role, value] of Object.entries(presets[name][mode])) {
          if (role !== 'overlay') expect(value, `${name} ${mode} ${role}`).toMatch(/^#[0-9a-f]{6}$/);
        }
      }
    }
  });

  for (const name of presetNames) {
    for (const mode of colorModes) {
      it(`${name} ${mode}: text ≥ 4.5:1, boundaries ≥ 3:1`, () => {
        const palette = presets[name][mode];
        const failures = pairings
          .map(([fg, bg, min]) => ({ fg, bg, min, ratio: contrast(palette[fg], palette[bg]) }))
          .filter(({ ratio, min }) => ratio < min)
          .map(({ fg, bg, min, ratio }) => `${fg} on ${bg}: ${ratio.toFixed(2)} < ${min}`);
        expect(failures).toEqual([]);
      });
    }
  }
});

/** A status colour and an accent no one would take for one another (CIE76). */
const ACCENT_FROM_STATUS = 25;
const statuses = ['critical', 'positive', 'warning'] as const;

describe('every accent is told apart from the status colours', () => {
  it('measures colour difference as CIE76 does', () => {
    expect(deltaE('#b91c1c', '#b91c1c')).toBe(0);
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 1);
    expect(deltaE('#ff0000', '#00ff00')).toBeGreaterThan(150);
  });

  // Save must not look like Delete, a link like "Paid", a button like a warning.
  for (const name of presetNames) {
    for (const mode of colorModes) {
      it(`${name} ${mode}: accent differs from ${statuses.join(', ')} by ΔE ≥ ${ACCENT_FROM_STATUS}`, () => {
        const palette = presets[name][mode];
        const tooClose = statuses
          .map((status) => ({ status, distance: deltaE(palette.accent, palette[status]) }))
          .filter(({ distance }) => distance < ACCENT_FROM_STATUS)
          .map(({ status, distance }) => `${status} ${palette[status]} at ΔE ${distance.toFixed(1)}`);
        expect(tooClose, `accent ${palette.accent}`).toEqual([]);
      });
    }
  }
});

/** Below this chroma an accent is a grey: the look of a control that cannot be used. */
const ACCENT_MIN_CHROMA = 25;
/** An enabled primary button against the same button disabled, on the page's surface. */
const ENABLED_FROM_DISABLED = 2;

describe('a primary button never reads as disabled', () => {
  it('draws a disabled colour as the colour at half strength over the surface', () => {
    expect(over('#000000', 0.5, '#ffffff')).toBe('#808080');
    expect(chroma('#808080')).toBeLessThan(1);
    expect(chroma('#0f766e')).toBeGreaterThan(ACCENT_MIN_CHROMA);
  });

  for (const name of presetNames) {
    for (const mode of colorModes) {
      it(`${name} ${mode}: the accent carries colour and stands apart from its disabled form`, () => {
        const { accent, surface } = presets[name][mode];
        expect(chroma(accent), `chroma of ${accent}`).toBeGreaterThanOrEqual(ACCENT_MIN_CHROMA);
        const disabled = over(accent, DISABLED_OPACITY, surface);
        expect(contrast(accent, disabled), `${accent} against ${disabled}`).toBeGreaterThanOrEqual(
          ENABLED_FROM_DISABLED,
        );
      });
    }
  }
});

describe('each preset is more than its accent', () => {
  // Two presets that share their greys must differ in shape, and the other way round.
  const look = (name: PresetName) => `${presets[name].neutral} greys, ${presets[name].shape} corners`;
  it('no two presets share both their grey family and their shape', () => {
    const seen = new Map<string, PresetName>();
    const clashes: string[] = [];
    for (const name of presetNames) {
      const other = seen.get(look(name));
      if (other) clashes.push(`${other} and ${name}: ${look(name)}`);
      seen.set(look(name), name);
    }
    expect(clashes).toEqual([]);
  });

  it('the grey families and shapes are really different colours and radii', () => {
    const surfaces = new Set(presetNames.map((name) => presets[name].light.surfaceSunken));
    const families = new Set(presetNames.map((name) => presets[name].neutral));
    expect(surfaces.size).toBe(families.size);
    const radii = new Set(presetNames.map((name) => presets[name].radius.md));
    const shapes = new Set(presetNames.map((name) => presets[name].shape));
    expect(radii.size).toBe(shapes.size);
  });
});
