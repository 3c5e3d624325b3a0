import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.critical });
