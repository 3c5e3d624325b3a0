import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});

/** Amounts and dates stay on one line; a description may hold a 64-character hash and wraps anywhere. */
export const nowrap = style({ whiteSpace: 'nowrap' });
export const description = style({
  overflowWrap: 'anywhere',
  minInlineSize: '12rem',
  display: 'inline-block',
});
