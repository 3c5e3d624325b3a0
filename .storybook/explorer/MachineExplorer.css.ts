import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../src/theme';

export const explorer = style({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  color: vars.color.text,
  fontSize: 14,
  '@media': { '(max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: 8,
  alignContent: 'start',
  padding: 12,
  borderRadius: 8,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const heading = style({ margin: 0, fontSize: 15, fontWeight: 600 });

export const chartHeader = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const stateBox = style({
  display: 'grid',
  gap: 6,
  padding: 8,
  borderRadius: 6,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    '&[data-active="true"]': {
      borderColor: vars.color.accent,
      boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
      background: vars.color.accentSoft,
    },
    // The highlight bar sits on the start edge in either direction.
    '[dir="rtl"] &[data-active="true"]': { boxShadow: `inset -4px 0 0 ${vars.color.accent}` },
  },
});

export const stateName = style({ display: 'flex', gap: 6, alignItems: 'baseline', fontWeight: 600 });

export const stateKind = style({ fontWeight: 400, fontSize: 12, color: vars.color.textMuted });

export const children = style({ display: 'grid', gap: 6, paddingInlineStart: 12 });

export const parallelChildren = style({
  display: 'grid',
  gap: 6,
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
});

export const transitions = style({
  margin: 0,
  paddingInlineStart: 18,
  fontSize: 12,
  color: vars.color.textMuted,
});

export const eventButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 8 });

export const code = style({
  margin: 0,
  padding: 8,
  borderRadius: 6,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  fontSize: 12,
  // Wrapped rather than scrolled: a scrolling box would need a keyboard stop of its own.
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const log = style({ margin: 0, paddingInlineStart: 20, fontSize: 12, display: 'grid', gap: 2 });

globalStyle(`${log} code, ${transitions} code`, { color: vars.color.text });

export const countdowns = style({
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:empty': { display: 'none' } },
});

export const refusal = style({
  padding: 8,
  borderRadius: 6,
  border: `1px solid ${vars.color.critical}`,
  color: vars.color.text,
  selectors: { '&:empty': { display: 'none' } },
});

export const fakes = style({ display: 'grid', gap: 6 });

export const fake = style({
  display: 'flex',
  gap: 8,
  alignItems: 'center',
  justifyContent: 'space-between',
  fontSize: 13,
});

export const graphFrame = style({ margin: 0 });

/** A machine wider than the column is scaled down to fit rather than scrolled (a scroller needs a tab stop). */
export const graph = style({
  display: 'block',
  maxInlineSize: '100%',
  blockSize: 'auto',
  fontSize: 12,
  fontFamily: 'inherit',
});

export const graphNode = style({
  fill: vars.color.surface,
  stroke: vars.color.border,
  strokeWidth: 1,
  selectors: {
    '[data-active="true"] > &': { fill: vars.color.accentSoft, stroke: vars.color.accent, strokeWidth: 2 },
  },
});

export const graphLabel = style({ fill: vars.color.text, fontWeight: 600 });

export const graphInvoke = style({ fill: vars.color.textMuted, fontSize: 11 });

export const graphEdge = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 1.25,
  selectors: { '&[data-last="true"]': { stroke: vars.color.accent, strokeWidth: 2.5 } },
});

export const arrowHead = style({ fill: vars.color.textMuted });

export const graphSendable = style({
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.accent}` } },
});

export const graphEdgeLabel = style({
  fill: vars.color.textMuted,
  fontSize: 11,
  paintOrder: 'stroke',
  stroke: vars.color.surfaceRaised,
  strokeWidth: 3,
  selectors: {
    '&[data-last="true"]': { fill: vars.color.text, fontWeight: 600 },
    [`${graphSendable}:hover &, ${graphSendable}:focus-visible &`]: { fill: vars.color.accent },
  },
});

export const payloadEditor = style({ display: 'grid', gap: 6, justifyItems: 'start' });

globalStyle(`${payloadEditor} textarea`, { inlineSize: '100%', fontFamily: 'monospace' });

/** Native controls of the explorer keep the 24 px touch target the a11y check asks for, with room to spare. */
export const control = style({ minBlockSize: 32, minInlineSize: 120, fontSize: 13 });
