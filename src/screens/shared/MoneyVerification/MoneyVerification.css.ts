import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** A money move's terms above its code: the term, then its value, which may be a whole address. */
export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});
export const summaryLine = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
});
export const summaryValue = style({
  margin: 0,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
