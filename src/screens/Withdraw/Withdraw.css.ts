import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

/** Account details beside the form on wide screens, stacked on narrow ones. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('lg')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
});

export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The status with the operator's reason under it, so a rejection explains itself where it is read. */
export const statusCell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
export const statusReason = style({
  margin: 0,
  maxInlineSize: '28ch',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});
