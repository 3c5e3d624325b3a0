import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
  color: vars.color.text,
});

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const time = style({
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  // Digits read the same in every language, so the clock stays left to right inside rtl text.
  direction: 'ltr',
  unicodeBidi: 'isolate',
});
