import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const base = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const variant = styleVariants({
  centered: [base, { alignItems: 'center', paddingBlock: vars.space.xxl, textAlign: 'center' }],
  panel: [
    base,
    {
      alignItems: 'flex-start',
      padding: vars.space.xl,
      borderRadius: vars.radius.lg,
      border: `1px dashed ${vars.color.border}`,
      backgroundColor: vars.color.surface,
    },
  ],
});

export const code = style({
  fontSize: '6rem',
  lineHeight: 1,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accent,
  letterSpacing: '-0.04em',
});

export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.textMuted });

export const action = style({ marginBlockStart: vars.space.xs });
