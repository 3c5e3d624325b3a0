import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
});
