import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minInlineSize: 0 });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.lg,
  maxInlineSize: '640px',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const widePanel = style([panel, { maxInlineSize: '880px' }]);

export const messages = style({
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.critical}`,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const messageList = style({ margin: 0, paddingInlineStart: vars.space.lg });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const avatarRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const avatarActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The file input is hidden but keeps focus; its label is what the member sees and clicks. */
export const pickLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.accent, color: vars.color.accent },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'progress' },
  },
});

export const critical = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.critical });

export const sections = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  paddingBlockStart: vars.space.lg,
  minInlineSize: 0,
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${summary} dd`, { margin: 0, fontWeight: vars.fontWeight.bold });

export const device = style({ minInlineSize: '10rem' });
globalStyle(`${device} > summary`, { cursor: 'pointer' });

export const agent = style({
  display: 'block',
  marginBlockStart: vars.space.xs,
  maxInlineSize: '28rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const badge = style({
  display: 'inline-block',
  paddingBlock: '2px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
});

export const nowrap = style({ whiteSpace: 'nowrap' });
