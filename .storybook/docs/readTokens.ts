import { vars } from '../../src/theme';
import { contrast } from '../../src/theme/contrast';
import { type Pairing, pairings } from '../../src/theme/pairings';
import type { ColorRole } from '../../src/theme/presets';

export type TokenGroup = keyof typeof vars;

/** One token as the browser resolves it on an element. */
export interface Token {
  role: string;
  /** The custom property components paint with, e.g. `--tsr-color-accent`. */
  name: string;
  value: string;
}

/** `var(--tsr-color-accent)` → `--tsr-color-accent`. */
const propertyOf = (reference: string) => reference.slice('var('.length, -1);

/** The CSS variable of one colour role, for inline overrides. */
export const colorProperty = (role: ColorRole) => propertyOf(vars.color[role]);

/**
 * Reads a group of tokens from what the element computes, not from the preset objects, so the page shows what
 * is painted: the compiled theme class, any override on the way, and whatever a later build changes.
 */
export function readTokens(element: Element, group: TokenGroup): Token[] {
  const style = getComputedStyle(element);
  return Object.entries(vars[group] as Record<string, string>).map(([role, reference]) => {
    const name = propertyOf(reference);
    return { role, name, value: style.getPropertyValue(name).trim() };
  });
}

export interface PairingResult {
  foreground: ColorRole;
  background: ColorRole;
  minimum: number;
  fg: string;
  bg: string;
  /** NaN when a value is not a colour the contrast formula can read. */
  ratio: number;
  passes: boolean;
}

/** Every pairing the components paint, measured on the colours read from one themed element. */
export function measurePairings(colors: Token[], list: readonly Pairing[] = pairings): PairingResult[] {
  const painted = new Map(colors.map((token) => [token.role, token.value]));
  return list.map(([foreground, background, minimum]) => {
    const fg = painted.get(foreground) ?? '';
    const bg = painted.get(background) ?? '';
    let ratio = Number.NaN;
    try {
      ratio = contrast(fg, bg);
    } catch {
      // An unreadable value is reported as a failure below rather than breaking the page.
    }
    // WCAG compares the unrounded ratio: 4.49 is not 4.5.
    return { foreground, background, minimum, fg, bg, ratio, passes: ratio >= minimum };
  });
}
