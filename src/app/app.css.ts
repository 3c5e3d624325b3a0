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

export const fallbackDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: 'min(28rem, calc(100vw - 32px))',
  padding: vars.space.xl,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:not([open])': { display: 'none' },
    '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.45)' },
  },
});

export const fallbackButton = style({
  alignSelf: 'flex-end',
  minBlockSize: '40px',
  paddingInline: vars.space.lg,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
});
