import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** A list's own filters, then its order, page size, days and export, wrapping on a narrow screen. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});

export const field = style({ flex: '1 1 150px', minInlineSize: 0, maxInlineSize: '220px' });

export const exportError = style({ margin: 0, color: vars.color.critical });

/** A text filter applied on Find (or Enter), so the list does not reload at every keystroke. */
export const find = style({
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space.xs,
  flex: '1 1 220px',
  maxInlineSize: '320px',
});

export const findField = style({ flex: '1 1 140px', minInlineSize: 0 });
