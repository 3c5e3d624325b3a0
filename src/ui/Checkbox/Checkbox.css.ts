import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.6 } },
});

export const box = style({
  flexShrink: 0,
  inlineSize: '18px',
  blockSize: '18px',
  marginBlockStart: '2px',
  accentColor: vars.color.accent,
  cursor: 'inherit',
});
