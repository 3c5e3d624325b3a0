import { converter, differenceEuclidean, formatHex, interpolate, wcagContrast } from 'culori';

/** WCAG 2.x contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}

const cie76 = differenceEuclidean('lab65');

/** CIE76 colour difference in L*a*b* (D65): about 2 is barely noticeable, over 25 no one takes two for one. */
export function deltaE(a: string, b: string): number {
  return cie76(a, b);
}

const toLch = converter('lch');

/** How much colour a colour carries (LCh chroma): greys are near 0, a vivid accent 50 or more. */
export function chroma(color: string): number {
  return toLch(color)?.c ?? 0;
}

/** What a colour painted at `opacity` over `background` looks like, as #rrggbb. */
export function over(color: string, opacity: number, background: string): string {
  return formatHex(interpolate([background, color], 'rgb')(opacity)) ?? color;
}
