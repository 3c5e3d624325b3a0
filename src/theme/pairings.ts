import type { ColorRole } from './presets';

/** A foreground painted on a background, with the WCAG 2 contrast it must reach. */
export type Pairing = [foreground: ColorRole, background: ColorRole, minimum: number];

/** WCAG AA: 4.5:1 for text, 3:1 for boundaries and focus indicators. */
export const AA_TEXT = 4.5;
export const AA_BOUNDARY = 3;

const surfaces: ColorRole[] = ['surface', 'surfaceRaised', 'surfaceSunken'];

/** Every pairing the components actually paint; the presets test and the tokens page both read it. */
export const pairings: Pairing[] = [
  ...surfaces.flatMap((bg): Pairing[] => [
    ['text', bg, AA_TEXT],
    ['textMuted', bg, AA_TEXT],
    ['accent', bg, AA_TEXT],
    ['critical', bg, AA_TEXT],
    ['positive', bg, AA_TEXT],
    ['warning', bg, AA_TEXT],
    ['info', bg, AA_TEXT],
    ['borderStrong', bg, AA_BOUNDARY],
    ['focusRing', bg, AA_BOUNDARY],
  ]),
  ['onAccent', 'accent', AA_TEXT],
  ['onAccent', 'accentHover', AA_TEXT],
  ['onAccent', 'accentActive', AA_TEXT],
  ['accent', 'accentSoft', AA_TEXT],
  ['text', 'accentSoft', AA_TEXT],
  ['onCritical', 'critical', AA_TEXT],
  ['onCritical', 'criticalHover', AA_TEXT],
  ['critical', 'criticalSoft', AA_TEXT],
  ['positive', 'positiveSoft', AA_TEXT],
  ['warning', 'warningSoft', AA_TEXT],
  ['info', 'infoSoft', AA_TEXT],
];
