import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AuthenticationTab } from './AuthenticationTab';
import { BasicInfoTab } from './BasicInfoTab';
import { LogsTab } from './LogsTab';
import { PasswordTab } from './PasswordTab';
import { isProfileTab, type ProfileTab, ProfileView } from './ProfileView';
import { SecurityPinTab } from './SecurityPinTab';
import { TwoFactorTab } from './TwoFactorTab';
import { WithdrawSettingTab } from './WithdrawSettingTab';

/** /user/profile?tab=…: the tab in the address selects the panel; each panel is its own container. */
export function ProfileScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isProfileTab(requested) ? requested : 'basic';
  const openTab = (next: ProfileTab) => setParams({ tab: next }, { replace: true });
  // Recovery codes are shown once: the 2FA tab stays mounted after its first visit, so a member who looks
  // at another tab before saving them finds them still there.
  const [twoFactorSeen, setTwoFactorSeen] = useState(false);
  if (tab === '2fa' && !twoFactorSeen) setTwoFactorSeen(true);

  return (
    <ProfileView
      tab={tab}
      onTabChange={openTab}
      keepMounted={twoFactorSeen ? ['2fa'] : []}
      panels={{
        basic: <BasicInfoTab />,
        '2fa': <TwoFactorTab />,
        password: <PasswordTab />,
        pin: <SecurityPinTab />,
        authentication: <AuthenticationTab onOpenTab={openTab} />,
        withdraw: <WithdrawSettingTab />,
        logs: <LogsTab />,
      }}
    />
  );
}
