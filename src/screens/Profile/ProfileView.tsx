import type { ReactNode } from 'react';
import { PageHeader, Tabs } from '../../ui';
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
  /** One rendered panel per tab; only the selected one is mounted, except those in `keepMounted`. */
  panels: Record<ProfileTab, ReactNode>;
  /** Tabs whose panel stays mounted (hidden) once shown, so a step in progress survives a visit elsewhere. */
  keepMounted?: readonly ProfileTab[];
}

/** Profile settings (spec document 2 §2): the seven tabs, each showing the panel it is given. */
export function ProfileView({ tab, onTabChange, panels, keepMounted = [] }: ProfileViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader title="Profile" />
      <Tabs
        label="Profile settings"
        value={tab}
        onValueChange={(value) => {
          if (isProfileTab(value)) onTabChange(value);
        }}
        items={profileTabs.map(({ value, label }) => ({
          value,
          label,
          content: panels[value],
          keepMounted: keepMounted.includes(value),
        }))}
      />
    </div>
  );
}
