import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxl });

const list = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const shortcuts = style({
  ...list,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const cards = style({
  ...list,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});
