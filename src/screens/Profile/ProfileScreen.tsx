import { useSearchParams } from 'react-router-dom';
import { BasicInfoTab } from './BasicInfoTab';
import { LogsTab } from './LogsTab';
import { PasswordTab } from './PasswordTab';
import { isProfileTab, type ProfileTab, ProfileView, TabPlaceholder } from './ProfileView';
import { SecurityPinTab } from './SecurityPinTab';
import { WithdrawSettingTab } from './WithdrawSettingTab';

/** /user/profile?tab=…: the tab in the address selects the panel; each panel is its own container. */
export function ProfileScreen() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isProfileTab(requested) ? requested : 'basic';
  const openTab = (next: ProfileTab) => setParams({ tab: next }, { replace: true });

  return (
    <ProfileView
      tab={tab}
      onTabChange={openTab}
      panels={{
        basic: <BasicInfoTab />,
        '2fa': <TabPlaceholder tab="2fa" />,
        password: <PasswordTab />,
        pin: <SecurityPinTab />,
        authentication: <TabPlaceholder tab="authentication" />,
        withdraw: <WithdrawSettingTab />,
        logs: <LogsTab />,
      }}
    />
  );
}
