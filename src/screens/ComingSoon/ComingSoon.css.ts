import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.textMuted });

export const link = style({ alignSelf: 'flex-start', fontWeight: vars.fontWeight.medium });
