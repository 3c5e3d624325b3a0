import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { DISABLED_OPACITY } from '../../theme/tokens';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

/**
 * Tabs give up room down to their longest word, their names wrapping to a second line, so a phone shows
 * every tab whole; only tabs that still do not fit scroll sideways.
 */
export const trigger = style({
  flexShrink: 1,
  textAlign: 'center',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  border: 'none',
  borderBlockEnd: '2px solid transparent',
  marginBlockEnd: '-1px',
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-state="active"]': { color: vars.color.accent, borderBlockEndColor: vars.color.accent },
    '&:hover:not([data-disabled])': { color: vars.color.text },
    '&[data-disabled]': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
});

export const content = style({
  paddingBlock: vars.space.lg,
  selectors: {
    '&:focus-visible': { outlineOffset: '4px' },
    // A panel kept mounted stays in the page while another tab shows; it must not be seen or read.
    '&[data-state="inactive"]': { display: 'none' },
  },
});
