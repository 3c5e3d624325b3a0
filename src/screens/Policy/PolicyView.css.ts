import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const article = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '72ch',
});

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.bold });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const heading = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  marginBlockEnd: vars.space.xs,
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
