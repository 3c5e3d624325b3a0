import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../theme';
import { textArea as fieldTextArea } from '../../../ui/field.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  maxInlineSize: '1100px',
});

export const titleCell = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

const tag = {
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
} as const;
export const pinned = style({ ...tag, backgroundColor: vars.color.accentSoft });
/** Each state in words on a tone of its own; the words carry the meaning, the tone only helps. */
export const state = styleVariants({
  scheduled: { ...tag, backgroundColor: vars.color.accentSoft },
  showing: { ...tag, backgroundColor: vars.color.positiveSoft },
  expired: { ...tag, backgroundColor: vars.color.surfaceSunken },
  withdrawn: { ...tag, backgroundColor: vars.color.criticalSoft },
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  minInlineSize: 0,
});
export const formTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
export const times = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
  gap: vars.space.md,
});
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const textArea = style([fieldTextArea, { minBlockSize: '140px' }]);
export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

/** The member's page, framed so it reads as a picture of another screen rather than part of this one. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
});
export const previewTitle = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
