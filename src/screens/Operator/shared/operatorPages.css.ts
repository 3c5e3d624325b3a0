import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '760px',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
});

export const identity = style({ margin: 0, fontSize: vars.fontSize.md });

export const summary = style({ margin: 0, color: vars.color.textMuted });

export const rights = style({
  margin: 0,
  listStyle: 'disc',
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
