import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', minInlineSize: 0 });

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  blockSize: 'min(70vh, 640px)',
  minBlockSize: '280px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  overscrollBehavior: 'contain',
});

/** Half the view's width of empty space on each inline side (percentages resolve against the scroller). */
export const gutter = style({ inlineSize: 'max-content', paddingInline: '50%' });

/** Holds the nodes in layout units; CSS zoom scales them and the scroll extent together. */
export const layer = style({ position: 'relative' });

const line = `2px solid ${vars.color.borderStrong}`;
export const stub = style({ position: 'absolute', borderInlineStart: line, inlineSize: 0 });
export const bar = style({ position: 'absolute', borderBlockStart: line, blockSize: 0 });

export const node = style({
  position: 'absolute',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  userSelect: 'none',
  overflow: 'hidden',
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `0 0 0 3px ${vars.color.focusRing}` },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.7 },
  },
});

export const treeNodeTones = ['positive', 'critical', 'info'] as const;
export const tone = styleVariants({
  positive: { backgroundColor: vars.color.positiveSoft, borderColor: vars.color.positive },
  critical: { backgroundColor: vars.color.criticalSoft, borderColor: vars.color.critical },
  info: { backgroundColor: vars.color.infoSoft, borderColor: vars.color.info },
});

export const card = style({
  position: 'absolute',
  zIndex: 2,
  boxSizing: 'border-box',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});
