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
  color: '#ffffff',
  '@media': { [minWidth('md')]: { minBlockSize: '300px', paddingInline: '72px' } },
});

// Decorative backgrounds drawn in CSS, so the page loads no outside images.
export const tone = styleVariants({
  0: { backgroundImage: 'linear-gradient(135deg, #0f766e 0%, #134e4a 60%, #1e293b 100%)' },
  1: { backgroundImage: 'linear-gradient(135deg, #1d4ed8 0%, #312e81 70%, #1e1b4b 100%)' },
  2: { backgroundImage: 'linear-gradient(135deg, #7c2d12 0%, #9a3412 40%, #1f2937 100%)' },
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
  backgroundColor: '#ffffff',
  color: '#0f172a',
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
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const dots = style({ display: 'flex', gap: vars.space.xs });

export const dot = style({
  inlineSize: '12px',
  blockSize: '12px',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.accent}`,
  backgroundColor: 'transparent',
  selectors: { '&[aria-current="true"]': { backgroundColor: vars.color.accent } },
});
