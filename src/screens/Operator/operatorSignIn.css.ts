import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

const message = {
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  borderInlineStart: '4px solid',
} as const;

/** A refusal or a lock-out, read out when it appears. */
export const refusal = style({
  ...message,
  borderInlineStartColor: vars.color.critical,
  backgroundColor: vars.color.criticalSoft,
  color: vars.color.text,
});

/** Why the operator is on this page: the session ended, or they signed out. */
export const notice = style({
  ...message,
  borderInlineStartColor: vars.color.info,
  backgroundColor: vars.color.infoSoft,
  color: vars.color.text,
});

export const enrolment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
});

export const enrolmentHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const steps = style({
  margin: 0,
  listStyle: 'decimal',
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
});

/** Scanners need dark modules on a light ground, whatever the colour mode. */
export const qr = style({
  alignSelf: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
  color: '#000000',
});

export const keyList = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const keyLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const keyValue = style({ margin: 0 });

/** The secret in groups of four, read left to right whatever the page direction. */
export const key = style({
  direction: 'ltr',
  unicodeBidi: 'isolate',
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  wordSpacing: '0.3em',
  overflowWrap: 'anywhere',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceRaised,
});
