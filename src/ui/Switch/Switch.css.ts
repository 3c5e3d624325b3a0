import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.md });

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const label = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  cursor: 'pointer',
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** Flex order follows the writing direction, so the thumb sits at the inline end when on, in RTL too. */
export const track = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  inlineSize: '52px',
  blockSize: '30px',
  padding: '3px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&[aria-checked="true"]': {
      justifyContent: 'flex-end',
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled, &[aria-busy="true"]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  inlineSize: '22px',
  blockSize: '22px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

/** 'On' / 'Off' beside the track: the state is never told by colour alone. */
export const state = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  minInlineSize: '3ch',
  lineHeight: '30px',
});
