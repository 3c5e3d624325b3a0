import { style } from '@vanilla-extract/css';
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
