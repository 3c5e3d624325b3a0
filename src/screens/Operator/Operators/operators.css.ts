import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const you = style({
  marginInlineStart: vars.space.xs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ color: vars.color.textMuted });

export const warningText = style({ color: vars.color.critical, fontWeight: vars.fontWeight.medium });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({ margin: 0, color: vars.color.critical });

export const roleHint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
