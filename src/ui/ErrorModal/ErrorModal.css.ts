import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const icon = style({ color: vars.color.critical });

/** The request id wraps anywhere: a UUID is one long word on a narrow phone. */
export const reference = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
