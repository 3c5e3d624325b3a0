import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

/** Term beside its figure where both fit; on a phone, the figure wraps under its term. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.lg,
  rowGap: vars.space.xxs,
});

export const term = style({ flex: '0 0 12rem', fontWeight: vars.fontWeight.medium });

export const value = style({ flex: '1 1 16rem', minInlineSize: 0, margin: 0, color: vars.color.textMuted });
