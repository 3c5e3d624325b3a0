import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { textArea } from '../../../ui/field.css';

export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const partTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const addresses = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
});

export const address = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  minInlineSize: 0,
  selectors: { '& + &': { borderBlockStart: `1px solid ${vars.color.border}` } },
});

/** Network and address at the line's start, the action at its end; they wrap on a narrow screen. */
export const addressHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const addressName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  flex: '1 1 28ch',
});

export const network = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
});

export const standing = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const fixed = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const fieldHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const messageBox = style([textArea, { minBlockSize: '96px' }]);

export const signatureBox = style([
  textArea,
  {
    minBlockSize: '72px',
    fontFamily: vars.font.familyMono,
    fontSize: vars.fontSize.sm,
    wordBreak: 'break-all',
  },
]);

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const error = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.critical });

export const copyInPlace = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
