import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { DISABLED_OPACITY } from '../../theme/tokens';

/** Measured by its own width, so a pager in a narrow card pages like one on a phone. */
const pager = createContainer('pager');

export const root = style({
  containerName: pager,
  containerType: 'inline-size',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
});

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: '36px',
  blockSize: '36px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, border-color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.accent },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
    '&:disabled': { opacity: DISABLED_OPACITY, cursor: 'not-allowed' },
  },
});

/** Arrows point the way the line reads, so they flip in RTL. */
export const mirror = style({ selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } });

export const jump = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });

/** Wide enough for its whole placeholder, 'Search Table By No', in either direction. */
export const jumpField = style({ inlineSize: '13.5rem', maxInlineSize: '100%' });

/**
 * On a phone the pager keeps one line: First, the arrows, the current page with one each side, and Last; the
 * box below still goes to any page.
 */
export const farPage = style({
  '@container': { [`${pager} (max-width: 520px)`]: { display: 'none' } },
});
