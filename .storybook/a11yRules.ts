/**
 * Rules about a whole page (its title, language, landmarks) say nothing about one story in Storybook's iframe;
 * the end-to-end tests cover them on real pages. The test run and the a11y panel both leave them out.
 */
export const pageLevelRules = [
  'document-title',
  'html-has-lang',
  'landmark-one-main',
  'region',
  'page-has-heading-one',
];

/** Rules axe leaves off by default that every story is held to: tap targets of at least 24 × 24 px. */
export const addedRules = ['target-size'];
