import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});

export const search = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  flex: '1 1 18rem',
});
export const searchField = style({ flex: 1, minInlineSize: 0 });

export const nodeName = style({
  display: 'block',
  fontWeight: vars.fontWeight.bold,
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const nodeMeta = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.text });

export const cardList = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const cardTerm = style({ color: vars.color.textMuted });
export const cardValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  textAlign: 'end',
});
export const cardUser = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.sm,
});
export const cardRow = style({ display: 'contents' });
export const nowrap = style({ whiteSpace: 'nowrap' });
