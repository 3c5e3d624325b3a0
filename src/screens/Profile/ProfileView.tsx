import type { ReactNode } from 'react';
import { Notice, PageHeader, Tabs } from '../../ui';
import * as styles from './Profile.css';

/** The spec's tabs, in order; the value is what `?tab=` in the address selects. */
export const profileTabs = [
  { value: 'basic', label: 'Basic Info' },
  { value: '2fa', label: '2FA Setting' },
  { value: 'password', label: 'Password' },
  { value: 'pin', label: 'Security Pin' },
  { value: 'authentication', label: 'Authentication' },
  { value: 'withdraw', label: 'Withdraw Setting' },
  { value: 'logs', label: 'Logs' },
] as const;
export type ProfileTab = (typeof profileTabs)[number]['value'];

export const isProfileTab = (value: string | null): value is ProfileTab =>
  profileTabs.some((tab) => tab.value === value);

export const profileTabLabel = (tab: ProfileTab): string =>
  profileTabs.find((item) => item.value === tab)?.label ?? tab;

export interface ProfileViewProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** One rendered panel per tab; only the selected one is mounted. */
  panels: Record<ProfileTab, ReactNode>;
}

/** A tab whose panel is not part of this page: it names itself and holds nothing else. */
export function TabPlaceholder({ tab }: { tab: ProfileTab }) {
  return (
    <div className={styles.panel}>
      <Notice variant="panel" level={2} title={profileTabLabel(tab)} />
    </div>
  );
}

/** Profile settings (spec document 2 §2): the seven tabs, each showing the panel it is given. */
export function ProfileView({ tab, onTabChange, panels }: ProfileViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title="Profile" />
      <Tabs
        label="Profile settings"
        value={tab}
        onValueChange={(value) => {
          if (isProfileTab(value)) onTabChange(value);
        }}
        items={profileTabs.map(({ value, label }) => ({ value, label, content: panels[value] }))}
      />
    </div>
  );
}
