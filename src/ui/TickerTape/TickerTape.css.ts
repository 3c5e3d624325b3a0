import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(calc(-50% * var(--ticker-sign)))' },
});

export const root = style({
  overflow: 'hidden',
  borderBlock: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/**
 * The list is drawn twice side by side and moved by half its width, so the loop has no seam. translateX is
 * physical, so RTL flips the sign and the tape runs the way the text reads.
 */
export const track = style({
  display: 'flex',
  inlineSize: 'max-content',
  vars: { '--ticker-sign': '1' },
  animationName: scroll,
  animationDuration: 'var(--ticker-duration, 40s)',
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    '[dir="rtl"] &': { vars: { '--ticker-sign': '-1' } },
    [`${root}:hover &, ${root}:focus-within &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', flexWrap: 'wrap', inlineSize: 'auto' },
  },
});

export const list = style({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });

/** The copy exists only for the seamless loop; without motion it would just repeat the list. */
export const copy = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const item = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'baseline',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const label = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text });
export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });
