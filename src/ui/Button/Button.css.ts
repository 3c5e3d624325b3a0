import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { DISABLED_OPACITY } from '../../theme/tokens';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  borderRadius: vars.radius.md,
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'transparent',
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const fullWidth = style({ inlineSize: '100%' });

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.accent,
    color: vars.color.onAccent,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.accentHover },
      '&:active:not(:disabled)': { backgroundColor: vars.color.accentActive },
    },
  },
  secondary: {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent, color: vars.color.accent },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.accent,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.accentSoft },
    },
  },
  danger: {
    backgroundColor: vars.color.critical,
    color: vars.color.onCritical,
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
    },
  },
});

export const size = styleVariants({
  sm: {
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.md,
    fontSize: vars.fontSize.sm,
    minBlockSize: '32px',
  },
  md: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.lg,
    fontSize: vars.fontSize.md,
    minBlockSize: '40px',
  },
  lg: {
    paddingBlock: vars.space.md,
    paddingInline: vars.space.xl,
    fontSize: vars.fontSize.lg,
    minBlockSize: '48px',
  },
});
