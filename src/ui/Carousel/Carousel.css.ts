import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

/**
 * translateX is physical while the slides follow the writing direction, so the sign flips in RTL;
 * --carousel-page is written from script.
 */
export const track = style({
  display: 'flex',
  vars: { '--carousel-sign': '-1' },
  transform: 'translateX(calc(var(--carousel-page, 0) * 100% * var(--carousel-sign)))',
  transition: 'transform 500ms ease',
  selectors: { '[dir="rtl"] &': { vars: { '--carousel-sign': '1' } } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flexShrink: 0,
  paddingInline: vars.space.xs,
  boxSizing: 'border-box',
});

export const perView = styleVariants({
  1: { flexBasis: '100%' },
  2: { flexBasis: '50%' },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
});

export const dots = style({ display: 'flex', gap: vars.space.xxs });

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 'none',
  background: 'transparent',
  cursor: 'pointer',
  '::after': {
    content: '""',
    inlineSize: '10px',
    blockSize: '10px',
    borderRadius: '50%',
    border: `1px solid ${vars.color.textMuted}`,
    backgroundColor: 'transparent',
  },
  selectors: {
    '&[aria-current="true"]::after': { backgroundColor: vars.color.accent, borderColor: vars.color.accent },
  },
});

export const mirror = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });
