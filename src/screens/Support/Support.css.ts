import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { textArea as fieldTextArea } from '../../ui/field.css';

/** The spec's breakpoint for the ticket list's toggle (document 2 §9): under 990 px. */
const narrowScreen = 'screen and (max-width: 989.98px)';
/** Narrow by the screen's width, or when a host (a story, an embedding) asks for it. */
const narrow = (rules: Record<string, unknown>) => ({
  '@media': { [narrowScreen]: rules },
  selectors: { '[data-narrow] &': rules },
});

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const toolbar = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xl, marginInlineEnd: 'auto' });

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 320px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  ...narrow({ gridTemplateColumns: 'minmax(0, 1fr)' }),
});

// Inside the toolbar, so these rules outrank the Button's own display whichever style sheet loads last.
export const listToggle = style({
  selectors: {
    [`${toolbar} &`]: { display: 'none' },
    [`[data-narrow] ${toolbar} &`]: { display: 'inline-flex' },
  },
  '@media': { [narrowScreen]: { selectors: { [`${toolbar} &`]: { display: 'inline-flex' } } } },
});

export const listPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  selectors: { '[data-narrow] &[data-open="false"]': { display: 'none' } },
  '@media': { [narrowScreen]: { selectors: { '&[data-open="false"]': { display: 'none' } } } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const ticketButton = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space.xs,
  inlineSize: '100%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  textAlign: 'start',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="true"]': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const ticketSubject = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const ticketMeta = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const ticketEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'end',
});

export const chat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const chatHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const chatTitle = style({ margin: 0, fontSize: vars.fontSize.lg, marginInlineEnd: 'auto' });

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxBlockSize: '60vh',
  overflowY: 'auto',
});

const bubble = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  maxInlineSize: '80%',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  overflowWrap: 'anywhere',
} as const;

/** The member's own messages sit at the inline end (the right in LTR, the left in RTL). */
export const mine = style({ ...bubble, alignSelf: 'flex-end', backgroundColor: vars.color.accentSoft });
/** The operator's replies, as the other party, at the inline start. */
export const theirs = style({
  ...bubble,
  alignSelf: 'flex-start',
  backgroundColor: vars.color.surfaceSunken,
});

export const messageText = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const messageMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.text });
export const sender = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const composerRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const textarea = style([fieldTextArea, { minBlockSize: '80px' }]);

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sendButton = style({ marginInlineStart: 'auto' });
