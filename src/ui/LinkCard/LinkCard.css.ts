import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  blockSize: '100%',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `border-color ${vars.transition.fast}, transform ${vars.transition.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.accent, transform: 'translateY(-2px)' },
    '&:focus-visible': { outline: `2px solid ${vars.color.accent}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&:hover': { transform: 'none' } } } },
});

export const title = style({ fontWeight: vars.fontWeight.bold, color: vars.color.accent });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
