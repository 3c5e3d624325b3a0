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

export const chart = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const chartSvg = style({
  inlineSize: '100%',
  blockSize: '200px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

const lineBase = { fill: 'none', strokeWidth: 2, vectorEffect: 'non-scaling-stroke' } as const;
export const owedLine = style({ ...lineBase, stroke: vars.color.critical });
export const heldLine = style({ ...lineBase, stroke: vars.color.accent, strokeDasharray: '6 4' });

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

const key = {
  display: 'inline-block',
  inlineSize: '24px',
  blockSize: 0,
  borderBlockStartWidth: '3px',
} as const;
export const owedKey = style({
  ...key,
  borderBlockStartStyle: 'solid',
  borderBlockStartColor: vars.color.critical,
});
export const heldKey = style({
  ...key,
  borderBlockStartStyle: 'dashed',
  borderBlockStartColor: vars.color.accent,
});

export const axis = style({ marginInlineStart: 'auto' });
