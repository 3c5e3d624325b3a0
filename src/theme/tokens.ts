/** Values every preset shares: spacing, type and motion do not change with the colour mode. */
export const sharedTokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif',
    familyMono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
  transition: { fast: '120ms ease-out', normal: '200ms ease-out' },
  sidebar: { width: '240px', compactWidth: '96px', collapsedWidth: '72px' },
  layout: {
    headerHeight: '64px',
    bottomBarHeight: '60px',
    contentMaxWidth: '1200px',
    boxedMaxWidth: '1200px',
    wideBoxedMaxWidth: '1440px',
  },
} as const;

/** A control that cannot be used is drawn at this opacity over what is behind it. */
export const DISABLED_OPACITY = 0.5;
