/**
 * Policy pages. The operator replaces this text with their own; the default only states what Tessera
 * itself does, and says plainly that the operator's own terms belong here.
 */
export type PolicySection = { heading: string; paragraphs: readonly string[] };
export type Policy = { title: string; updated: string; intro: string; sections: readonly PolicySection[] };

export const termsOfService: Policy = {
  title: 'Terms of Service',
  updated: 'Last updated: 1 January 2025',
  intro:
    'These terms describe how this platform works. The operator of this site publishes its own terms here; until then, the following defaults apply.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: [
        'You register under a sponsor, verify your e-mail address and sign in with your password and a second factor. Keep your password and security PIN to yourself; the platform never asks for them outside the sign-in screens.',
      ],
    },
    {
      heading: 'Plans and returns',
      paragraphs: [
        'Every plan shows its terms (amounts, rates, fees and duration) before you commit. Returns depend on those terms; nothing on this site is a promise of profit.',
        'Amounts are in USDT. A transaction you confirm is processed and cannot be undone.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        'Questions about these terms go to the operator through the support page once you are signed in.',
      ],
    },
  ],
};

export const privacyPolicy: Policy = {
  title: 'Privacy Policy',
  updated: 'Last updated: 1 January 2025',
  intro:
    'This page explains what personal data the platform keeps and why. The operator of this site publishes its own policy here; until then, the following defaults apply.',
  sections: [
    {
      heading: 'What we keep',
      paragraphs: [
        'Your name, username, e-mail address, phone number, country and sponsor, so that your account and team work.',
        'Passwords and security PINs are stored only as one-way hashes, and never in your browser’s storage.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        'We do not sell your data. Deposit addresses and QR codes are drawn in your browser, not sent to outside services.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can ask the operator, through the support page, to see or correct the data held about you.',
      ],
    },
  ],
};
