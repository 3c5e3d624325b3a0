import { describe, expect, it } from 'vitest';
import { contrast, deltaE } from './contrast';
import { colorModes } from './modes';
import { pairings } from './pairings';
import { presets } from './presets';
import { presetNames } from './settings';

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

/** Save (accent) and Delete (critical) side by side must never read as the same button. */
const ACCENT_FROM_CRITICAL = 25;

describe("every preset's accent is told apart from its critical colour", () => {
  it('measures colour difference as CIE76 does', () => {
    expect(deltaE('#b91c1c', '#b91c1c')).toBe(0);
    expect(deltaE('#000000', '#ffffff')).toBeCloseTo(100, 1);
  });

  for (const name of presetNames) {
    for (const mode of colorModes) {
      it(`${name} ${mode}: accent and critical differ by ΔE ≥ ${ACCENT_FROM_CRITICAL}`, () => {
        const { accent, critical } = presets[name][mode];
        expect(deltaE(accent, critical)).toBeGreaterThanOrEqual(ACCENT_FROM_CRITICAL);
      });
    }
  }
});
