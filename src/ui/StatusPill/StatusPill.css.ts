import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: '1px solid currentColor',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  backgroundColor: vars.color.surface,
});

export const dot = style({
  inlineSize: '6px',
  blockSize: '6px',
  borderRadius: '50%',
  backgroundColor: 'currentColor',
});

export const tone = styleVariants({
  positive: { color: vars.color.positive, backgroundColor: vars.color.positiveSoft },
  critical: { color: vars.color.critical, backgroundColor: vars.color.criticalSoft },
  warning: { color: vars.color.text, borderColor: vars.color.warning },
  // Filled as well as outlined: a reserve snapshot waiting for a second operator.
  warningSoft: {
    color: vars.color.text,
    borderColor: vars.color.warning,
    backgroundColor: vars.color.warningSoft,
  },
  accent: { color: vars.color.accent, backgroundColor: vars.color.accentSoft },
  neutral: { color: vars.color.textMuted },
});
