import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  '@media': {
    [minWidth('md')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const heading = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
