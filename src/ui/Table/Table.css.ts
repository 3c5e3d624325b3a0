import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { offScreen } from '../../theme/utils.css';

export const wrapper = style({
  overflowX: 'auto',
  // The empty state measures itself against the visible frame, not the table that scrolls inside it.
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

/**
 * In a frame narrower than this (a phone, a narrow column) each row becomes a card of label and value lines,
 * so no column, status or action is left off-screen.
 */
const cards = '(max-width: 559.98px)';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@container': { [cards]: { display: 'block' } },
});

/** The header row leaves the screen on cards, where each value carries its own label; it stays for readers. */
export const head = style({
  '@container': { [cards]: offScreen },
});

export const body = style({ '@container': { [cards]: { display: 'block' } } });

export const row = style({
  '@container': {
    [cards]: {
      display: 'block',
      paddingBlock: vars.space.sm,
      borderBlockEnd: `1px solid ${vars.color.border}`,
      selectors: { '&:last-child': { borderBlockEnd: 'none' } },
    },
  },
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.md,
});

export const th = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const td = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export const stateCell = style({ padding: 0, '@container': { [cards]: { display: 'block' } } });

/** A cell on a card: its column's name, then its value, on one line (after the alignment rules, to win). */
export const cardCell = style({
  '@container': {
    [cards]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 38%) minmax(0, 1fr)',
      gap: vars.space.sm,
      alignItems: 'baseline',
      // A value keeps its own width (a status pill hugs its word) instead of stretching across the card.
      justifyItems: 'start',
      paddingBlock: vars.space.xxs,
      borderBlockEnd: 'none',
      textAlign: 'start',
      overflowWrap: 'anywhere',
      selectors: {
        '&::before': {
          content: 'attr(data-label)',
          color: vars.color.textMuted,
          fontWeight: vars.fontWeight.medium,
        },
      },
    },
  },
});

/** On a phone a wide table scrolls sideways; its empty state stays in view, centred on what is visible. */
export const stateFrame = style({
  position: 'sticky',
  insetInlineStart: 0,
  inlineSize: '100cqi',
});
