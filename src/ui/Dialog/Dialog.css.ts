import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
// Motion without a fade: content at opacity 0 would count as invisible to anyone (or any test) checking it.
const rise = keyframes({
  from: { transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} ${vars.transition.normal}`,
});

export const content = style({
  position: 'fixed',
  zIndex: 51,
  insetBlockStart: '50%',
  // Centring uses a physical translate; it is symmetric, so rtl needs nothing more.
  left: '50%',
  transform: 'translate(-50%, -50%)',
  inlineSize: 'min(92vw, 480px)',
  maxBlockSize: '88vh',
  overflowY: 'auto',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${rise} ${vars.transition.normal}`,
  selectors: { '&:focus': { outline: 'none' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.md,
});

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBlockEnd: vars.space.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});
