/**
 * Operator content for the whole site. The operator edits these values; the code only renders them.
 * Defaults are neutral: no claim of trading, AI or guaranteed returns (ARCHITECTURE.md, "Honest by construction").
 */
export type FooterLink = { label: string; href: string };

export type SiteContent = {
  productName: string;
  tagline: string;
  copyright: string;
  resourceLinks: readonly FooterLink[];
  newsLink: FooterLink;
  policyLinks: readonly FooterLink[];
  /** An Android package to download; null hides the 'Get APK' button. */
  apkUrl: string | null;
  /** The app's store pages; each button shows only when its address is set. */
  storeLinks: { appStore: string | null; googlePlay: string | null };
  subscribe: { heading: string; label: string; placeholder: string; button: string; thanks: string };
};

/** A download address the operator set: an https address or a path on this site, else none. */
export function configuredLink(value: string | undefined): string | null {
  const text = value?.trim();
  return text && (/^https:\/\/\S+$/.test(text) || /^\/[^/\s]\S*$/.test(text)) ? text : null;
}

export const site: SiteContent = {
  productName: 'Tessera',
  tagline:
    'A members’ platform for staking plans, reserve plans and referral teams, with every term shown up front.',
  copyright: '© 2026 Tessera',
  resourceLinks: [
    { label: 'Docs', href: '/' },
    { label: 'Invite friends', href: '/' },
    { label: 'How to buy', href: '/' },
    { label: 'Tutorials', href: '/' },
    { label: 'Artist Application Form', href: '/' },
  ],
  newsLink: { label: 'News/Blog', href: '/' },
  policyLinks: [
    { label: 'Terms of Service', href: '/terms' },
    { label: 'Privacy Policy', href: '/privacy' },
    { label: 'Fees and limits', href: '/fees' },
    { label: 'Proof of reserves', href: '/reserves' },
  ],
  // Set by the operator at build time (README, Configuration); unset, the buttons are not shown.
  apkUrl: configuredLink(import.meta.env?.VITE_APK_URL),
  storeLinks: {
    appStore: configuredLink(import.meta.env?.VITE_APP_STORE_URL),
    googlePlay: configuredLink(import.meta.env?.VITE_GOOGLE_PLAY_URL),
  },
  subscribe: {
    heading: 'Stay in the loop',
    label: 'E-mail address',
    placeholder: 'Your e-mail address',
    button: 'Subscribe',
    thanks: 'Thank you. We do not send newsletters yet, so your address was not stored.',
  },
};
