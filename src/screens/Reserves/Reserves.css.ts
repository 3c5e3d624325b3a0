import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});

export const chains = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  alignItems: 'start',
});

export const cardHeading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** Label and figure on one line each, the figure at the inline end so figures line up in both directions. */
export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0 });

export const figureRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  paddingBlockEnd: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const figureLabel = style({ color: vars.color.textMuted });

export const figureValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

/** A hash, an address or a command is one long token: it wraps anywhere rather than widening the page. */
export const mono = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const ratio = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
  borderInlineStartColor: vars.color.accent,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
});

export const proven = style({ color: vars.color.positive, fontWeight: vars.fontWeight.medium });
export const unproven = style({ color: vars.color.textMuted });

export const command = style([
  mono,
  {
    display: 'block',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surfaceSunken,
  },
]);

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

export const limits = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const signedMessages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const signedHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});
export const signedList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
