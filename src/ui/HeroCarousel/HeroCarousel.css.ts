import { style, styleVariants } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative' });

export const viewport = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const slide = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '240px',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  color: vars.color.onAccent,
  '@media': { [minWidth('md')]: { minBlockSize: '300px', paddingInline: '72px' } },
});

// Decorative backgrounds drawn in CSS from the accent family, so the page loads no outside images and the
// slide text (onAccent) keeps the contrast the preset tests guarantee on every stop of the gradient.
const { accent, accentHover, accentActive } = vars.color;
export const tone = styleVariants({
  0: { backgroundImage: `linear-gradient(135deg, ${accent} 0%, ${accentActive} 100%)` },
  1: { backgroundImage: `linear-gradient(135deg, ${accentHover} 0%, ${accent} 100%)` },
  2: { backgroundImage: `linear-gradient(315deg, ${accent} 0%, ${accentActive} 100%)` },
});

export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  maxInlineSize: '28ch',
  '@media': { [minWidth('md')]: { fontSize: vars.fontSize.xxl } },
});

export const text = style({ maxInlineSize: '52ch', opacity: 0.92 });

export const cta = style({
  alignSelf: 'flex-start',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  marginBlockStart: vars.space.md,
});

export const arrow = style({
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const dots = style({ display: 'flex', gap: vars.space.xs });

// The visible dot is 12 px, but the button around it is 24 px: the smallest target WCAG 2.2 allows.
export const dot = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '24px',
  blockSize: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    inlineSize: '12px',
    blockSize: '12px',
    boxSizing: 'border-box',
    borderRadius: vars.radius.pill,
    border: `2px solid ${vars.color.accent}`,
  },
  selectors: { '&[aria-current="true"]::before': { backgroundColor: vars.color.accent } },
});
