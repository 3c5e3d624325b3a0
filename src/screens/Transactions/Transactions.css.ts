import { style } from '@vanilla-extract/css';

/** Amounts and dates stay on one line; a description may hold a 64-character hash and wraps anywhere. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const description = style({
  overflowWrap: 'anywhere',
  minInlineSize: '12rem',
  display: 'inline-block',
});

/** A withdrawal's state and hash sit on their own line under the description. */
export const withdrawal = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem',
  marginBlockStart: '0.25rem',
});
