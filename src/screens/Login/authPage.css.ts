import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const page = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.md,
});

export const card = style({
  inlineSize: '100%',
  maxInlineSize: '440px',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const wideCard = style([card, { maxInlineSize: '640px' }]);

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const link = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  background: 'none',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
  ':disabled': { color: vars.color.textMuted, cursor: 'default', textDecoration: 'none' },
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const positive = style({ color: vars.color.positive, fontSize: vars.fontSize.sm });

export const critical = style({ color: vars.color.critical, fontSize: vars.fontSize.sm });

export const radioGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
});
