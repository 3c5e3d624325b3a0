import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const chart = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const svg = style({
  inlineSize: '100%',
  blockSize: '200px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

const lineBase = { fill: 'none', strokeWidth: 2, vectorEffect: 'non-scaling-stroke' } as const;
export const owedLine = style({ ...lineBase, stroke: vars.color.critical });
// Dashed as well as coloured, so the two lines differ without colour.
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

export const range = style({ marginInlineStart: 'auto' });
