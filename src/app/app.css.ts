import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const centre = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '40vh',
  padding: vars.space.xl,
  textAlign: 'center',
});

export const errorTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
