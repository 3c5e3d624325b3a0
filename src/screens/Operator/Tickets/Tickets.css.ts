import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme';
import { textArea as fieldTextArea } from '../../../ui/field.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  maxInlineSize: '1100px',
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const filterField = style({ flex: '1 1 160px', minInlineSize: 0, maxInlineSize: '240px' });

export const subjectCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const subjectLink = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const awaiting = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const live = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const liveDot = style({
  inlineSize: '8px',
  blockSize: '8px',
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.textMuted,
  selectors: {
    '[data-live="open"] > &': { backgroundColor: vars.color.positive },
    '[data-live="down"] > &': { backgroundColor: vars.color.warning },
  },
});

export const ticketHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
export const ticketTitle = style({ margin: 0, fontSize: vars.fontSize.xl, marginInlineEnd: 'auto' });
export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const fact = style({ display: 'flex', gap: vars.space.xxs, margin: 0 });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});
export const panelTitle = style({ margin: 0, fontSize: vars.fontSize.md });
export const actionRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

const bubble = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxInlineSize: 'min(80%, 640px)',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
} as const;

/** The member writes from the inline start (the left in LTR, the right in RTL). */
export const fromMember = style({
  ...bubble,
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surfaceSunken,
});
/** Support's replies, as the operator's own side, at the inline end. */
export const fromSupport = style({
  ...bubble,
  alignSelf: 'flex-end',
  backgroundColor: vars.color.accentSoft,
});
/** Notes stand apart from anything the member sees: full width, dashed, in the warning tone. */
export const note = style({
  ...bubble,
  alignSelf: 'stretch',
  maxInlineSize: 'none',
  border: `2px dashed ${vars.color.warning}`,
  backgroundColor: vars.color.warningSoft,
});
export const noteLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});
export const sender = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });
export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const messageTime = style({ fontSize: vars.fontSize.xs });

export const boxes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const textArea = style([fieldTextArea, { minBlockSize: '96px' }]);
export const fieldLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sendButton = style({ marginInlineStart: 'auto' });
