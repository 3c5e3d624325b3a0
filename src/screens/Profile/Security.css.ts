import { style } from '@vanilla-extract/css';
import { minWidth } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The 2FA and Authentication tabs. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlockStart: vars.space.lg,
  maxInlineSize: '720px',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The QR code beside the steps on wide screens, above them on narrow ones. */
export const enrolment = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

/** Scanners need dark modules on a light ground, whatever the colour mode. */
export const qr = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: '#ffffff',
  color: '#000000',
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** The key, its label and its copy button stacked at the inline start: a 32-letter key needs the width. */
export const keyBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const keyLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const key = style({
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.md,
  letterSpacing: '0.05em',
  overflowWrap: 'anywhere',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
});

export const codes = style({
  margin: 0,
  padding: vars.space.md,
  listStylePosition: 'inside',
  display: 'grid',
  gap: vars.space.xs,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  fontFamily: vars.font.familyMono,
  fontSize: vars.fontSize.md,
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
});

/** Codes read left to right whatever the page direction. */
export const code = style({ direction: 'ltr', unicodeBidi: 'isolate' });

export const options = style({
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  marginBlockEnd: vars.space.xs,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft },
  },
});

export const radio = style({ inlineSize: '18px', blockSize: '18px', accentColor: vars.color.accent });

export const optionLabel = style({ fontWeight: vars.fontWeight.medium, cursor: 'pointer' });

export const optionNote = style({
  gridColumn: 2,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
