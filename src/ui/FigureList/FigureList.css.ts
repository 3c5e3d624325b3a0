import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

/** Set on the list: a value too long to sit beside its label moves under it, instead of squeezing beside it. */
export const wrapping = style({});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { [`${wrapping} > &`]: { flexWrap: 'wrap' } },
});

export const label = style({ color: vars.color.textMuted });

/** At the inline end, so figures line up in both directions. */
export const value = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

/** A hash or an address is one long token: it wraps anywhere rather than widening the page. */
export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
