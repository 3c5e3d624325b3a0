/** The stories whose pixels are guarded: the Theme Gallery and the components most screens are built from. */
export interface VisualTarget {
  /** The baseline's file name, without .png. */
  name: string;
  storyId: string;
  /** The whole page, for stories taller than the viewport. */
  fullPage?: boolean;
  globals?: Record<string, string>;
}

export const viewport = { width: 1280, height: 800 };

export const visualTargets: VisualTarget[] = [
  { name: 'theme-gallery', storyId: 'design-system-theme-gallery--all-presets', fullPage: true },
  { name: 'button-variants', storyId: 'ui-button--variants' },
  { name: 'button-variants-dark', storyId: 'ui-button--variants', globals: { colorMode: 'dark' } },
  { name: 'textfield-error', storyId: 'ui-textfield--with-error' },
  { name: 'table-rows', storyId: 'ui-table--rows' },
  { name: 'pagination', storyId: 'ui-pagination--shows-three-pages-each-side' },
  { name: 'pagination-rtl', storyId: 'ui-pagination--arrows-mirror-in-rtl' },
  { name: 'dialog', storyId: 'ui-dialog--not-dismissible' },
  { name: 'app-layout', storyId: 'screens-layout-applayout--signed-in' },
  { name: 'app-layout-rtl', storyId: 'screens-layout-applayout--right-to-left' },
  { name: 'explore-rtl', storyId: 'screens-explore--rtl', fullPage: true },
  { name: 'withdraw-rtl', storyId: 'screens-withdraw--right-to-left', fullPage: true },
  { name: 'pin-input-rtl', storyId: 'ui-pininput--code-stays-left-to-right-in-rtl' },
];
