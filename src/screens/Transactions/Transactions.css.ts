import { style } from '@vanilla-extract/css';

/** Amounts and dates stay on one line; a description may hold a 64-character hash and wraps anywhere. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const description = style({
  overflowWrap: 'anywhere',
  minInlineSize: '12rem',
  display: 'inline-block',
});
