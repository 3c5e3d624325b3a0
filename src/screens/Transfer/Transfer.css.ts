import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The member's three balances side by side, even on a phone. */
export const balances = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
});

export const balance = style({ margin: 0 });
