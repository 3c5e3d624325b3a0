import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Dates and amounts in the money histories stay on one line; the table scrolls instead. */
export const nowrap = style({ whiteSpace: 'nowrap' });

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
