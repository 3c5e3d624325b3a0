import { ButtonLink, Notice, PageHeader, Tabs } from '../../ui';
import * as styles from './Profile.css';
import { WithdrawSettingPanel, type WithdrawSettingPanelProps } from './WithdrawSettingPanel';

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

export interface ProfileViewProps {
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  withdrawSetting: WithdrawSettingPanelProps;
}

function LaterRelease({ name }: { name: string }) {
  return (
    <div className={styles.panel}>
      <Notice
        variant="panel"
        level={2}
        title={`${name} — coming in a later release`}
        action={
          <ButtonLink to="/user/profile?tab=withdraw" variant="secondary">
            Open Withdraw Setting
          </ButtonLink>
        }
      >
        This tab will be available in an upcoming release; nothing about your account changes meanwhile.
      </Notice>
    </div>
  );
}

/** Profile settings (spec document 2 §2); the Withdraw Setting tab works, the others follow. */
export function ProfileView({ tab, onTabChange, withdrawSetting }: ProfileViewProps) {
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
          content:
            value === 'withdraw' ? (
              <WithdrawSettingPanel {...withdrawSetting} />
            ) : (
              <LaterRelease name={label} />
            ),
        }))}
      />
    </div>
  );
}
