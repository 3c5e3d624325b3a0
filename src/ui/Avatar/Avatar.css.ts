import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  userSelect: 'none',
});

export const size = styleVariants({
  sm: { inlineSize: '28px', blockSize: '28px', fontSize: vars.fontSize.xs },
  md: { inlineSize: '40px', blockSize: '40px', fontSize: vars.fontSize.sm },
  lg: { inlineSize: '64px', blockSize: '64px', fontSize: vars.fontSize.lg },
});

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });
