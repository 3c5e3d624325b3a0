import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.md,
  minInlineSize: 0,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** A row's buttons, wrapping under each other when the row is a card on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const waitingNote = style({ color: vars.color.textMuted, fontStyle: 'italic' });

/** Long hashes, addresses and reasons wrap instead of widening the table. */
export const wrap = style({ overflowWrap: 'anywhere', whiteSpace: 'normal', maxInlineSize: '36ch' });

const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStartWidth: '4px',
  borderInlineStartStyle: 'solid',
});

export const outcome = {
  done: style([
    banner,
    { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
  ]),
  waiting: style([
    banner,
    { backgroundColor: vars.color.warningSoft, borderInlineStartColor: vars.color.warning },
  ]),
};

export const outcomeText = style({ margin: 0, flex: '1 1 24ch', color: vars.color.text });

export const readOnly = style([
  banner,
  { backgroundColor: vars.color.infoSoft, borderInlineStartColor: vars.color.info },
]);

export const form = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  maxInlineSize: '720px',
  margin: 0,
  padding: 0,
  border: 'none',
});

/** The reason and the button take the whole row. */
export const fullRow = style({ gridColumn: '1 / -1' });

export const formError = style({ margin: 0, color: vars.color.critical, gridColumn: '1 / -1' });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const statusSelect = style({ minInlineSize: '200px' });

/** On a phone the four tabs wrap to a second line rather than hide past the edge. */
export const tabs = style({ minInlineSize: 0 });
globalStyle(`${tabs} > [role="tablist"]`, { flexWrap: 'wrap' });
