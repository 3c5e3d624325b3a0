import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../theme';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockStart: vars.space.md,
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const scheduled = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.warningSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const inForce = style([scheduled, { backgroundColor: vars.color.positiveSoft }]);

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  minInlineSize: 0,
});

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.sm,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minInlineSize: 0,
});

export const legend = style({ paddingInline: vars.space.xxs, fontWeight: vars.fontWeight.medium });

export const choice = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const error = style({ margin: 0, color: vars.color.critical, fontSize: vars.fontSize.sm });

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const tabs = style({ minInlineSize: 0 });

// On a phone the three tab names wrap onto a second line rather than hiding the last one off the edge.
globalStyle(`${tabs} [role="tablist"]`, { flexWrap: 'wrap' });
