import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The slide keyframes use a custom property so one animation serves both sides and both directions.
const slideIn = keyframes({
  from: { transform: 'translateX(var(--drawer-from))' },
  to: { transform: 'none' },
});

// The drawer sits on the same backdrop as a dialog.
export { overlay } from '../Dialog/Dialog.css';

export const content = style({
  position: 'fixed',
  zIndex: 51,
  insetBlock: 0,
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(92vw, 360px)',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.transition.normal} ease-out`,
  selectors: { '&:focus': { outline: 'none' } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

// translateX is physical, so the start side slides from the left in LTR and from the right in RTL.
export const side = styleVariants({
  start: {
    insetInlineStart: 0,
    borderInlineEnd: `1px solid ${vars.color.border}`,
    vars: { '--drawer-from': '-100%' },
    selectors: { '[dir="rtl"] &': { vars: { '--drawer-from': '100%' } } },
  },
  end: {
    insetInlineEnd: 0,
    borderInlineStart: `1px solid ${vars.color.border}`,
    vars: { '--drawer-from': '100%' },
    selectors: { '[dir="rtl"] &': { vars: { '--drawer-from': '-100%' } } },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({ flex: 1, overflowY: 'auto', padding: vars.space.lg });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderBlockStart: `1px solid ${vars.color.border}`,
});
