import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 200px), 1fr))',
});

const verdictBase = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  color: vars.color.text,
});

export const verdict = {
  short: style([
    verdictBase,
    { backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
  ]),
  covered: style([
    verdictBase,
    { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
  ]),
};

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 340px), 1fr))',
});

export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
});

export const total = style({ fontWeight: vars.fontWeight.bold });

export const checks = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const failed = style({ color: vars.color.critical, fontWeight: vars.fontWeight.bold });
