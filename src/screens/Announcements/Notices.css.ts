import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, marginInlineEnd: 'auto' });
// Hashes and addresses are one long word: they wrap anywhere rather than widen a phone's page.
export const text = style({ overflowWrap: 'anywhere' });
export const link = style({
  display: 'inline-block',
  marginInline: vars.space.md,
  marginBlockEnd: vars.space.md,
  color: vars.color.accent,
  overflowWrap: 'anywhere',
});
