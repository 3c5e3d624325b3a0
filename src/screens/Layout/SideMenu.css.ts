import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  border: 'none',
  background: 'transparent',
  inlineSize: '100%',
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
  },
});

export const separator = style({
  blockSize: '1px',
  marginBlock: vars.space.sm,
  border: 'none',
  backgroundColor: vars.color.border,
});
