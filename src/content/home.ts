/**
 * Home page copy. Operator content with a neutral default: it describes what a member can do and points
 * to the plan terms; it never promises a return or claims trading the platform does not do.
 */
export type Slide = { id: string; title: string; text: string; cta: { label: string; href: string } };
export type Shortcut = { label: string; description: string; href: string };
export type ShowcaseItem = {
  id: string;
  name: string;
  level: string;
  amount: string;
  daily: string;
  fees: string;
  duration: string;
};

export type HomeContent = {
  slides: readonly Slide[];
  shortcutsHeading: string;
  shortcuts: readonly Shortcut[];
  showcase: {
    discoverHeading: string;
    trendingHeading: string;
    sampleNotice: string;
    items: readonly ShowcaseItem[];
  };
  join: { heading: string; text: string; cta: { label: string; href: string } };
  disclaimer: string;
};

const levels = ['Lv1', 'Lv2', 'Lv3', 'Lv4', 'Lv5', 'Lv6'] as const;

export const home: HomeContent = {
  slides: [
    {
      id: 'stake',
      title: 'Stake in packages with clear terms',
      text: 'Each package shows its amount range, daily rate, fees and duration before you commit.',
      cta: { label: 'See packages', href: '/user/explore' },
    },
    {
      id: 'reserve',
      title: 'Reserve plans, checked afterwards',
      text: 'Every reserve plan discloses its range up front, and each result can be checked once it is drawn.',
      cta: { label: 'View reserve plans', href: '/user/reserve' },
    },
    {
      id: 'team',
      title: 'Grow a team with your sponsor link',
      text: 'Invite people you know with your own link and follow your team from your account.',
      cta: { label: 'Open my account', href: '/user/account' },
    },
  ],
  shortcutsHeading: 'Quick links',
  shortcuts: [
    { label: 'Stake', description: 'Browse staking packages', href: '/user/explore' },
    { label: 'Account', description: 'Your dashboard', href: '/user/account' },
    { label: 'Reserve', description: 'Reserve plans', href: '/user/reserve' },
    { label: 'Wallet', description: 'Deposit and balances', href: '/user/wallet' },
    { label: 'Payouts', description: 'What you have earned', href: '/user/payouts' },
  ],
  showcase: {
    discoverHeading: 'Discover Collection',
    trendingHeading: 'Trending',
    sampleNotice:
      'Sample content for illustration only. Live plans and their terms are shown after you sign in.',
    items: levels.map((level, index) => ({
      id: `sample-${index + 1}`,
      name: `Sample collection ${index + 1}`,
      level,
      amount: '100-2000 USDT',
      daily: '1.3% daily',
      fees: '0% fees',
      duration: '10 day',
    })),
  },
  join: {
    heading: 'Ready to look around?',
    text: 'Returns depend on the plan terms shown before you commit.',
    cta: { label: 'Join now', href: '/user/explore' },
  },
  disclaimer:
    'Returns depend on the plan terms shown before you commit. Past results do not predict future ones.',
};
