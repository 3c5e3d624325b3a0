import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Dates and amounts in the money histories stay on one line; the table scrolls instead. */
export const nowrap = style({ whiteSpace: 'nowrap' });

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

/**
 * The money histories carry many columns: tighter cells (the outer edges keep their room), so every column fits
 * its card beside the full sidebar at 1280 px; narrower frames still scroll, and phones get row cards.
 */
export const historyTable = style({});
const tableMode = '(min-width: 560px)';
globalStyle(`${historyTable} :is(th, td)`, {
  '@container': { [tableMode]: { paddingInline: vars.space.sm } },
});
// A two-word heading ('Transaction Hash') may take two lines rather than widen its column.
globalStyle(`${historyTable} th`, {
  '@container': { [tableMode]: { whiteSpace: 'normal' } },
});
globalStyle(`${historyTable} :is(th, td):first-child`, {
  '@container': { [tableMode]: { paddingInlineStart: vars.space.lg } },
});
globalStyle(`${historyTable} :is(th, td):last-child`, {
  '@container': { [tableMode]: { paddingInlineEnd: vars.space.lg } },
});
