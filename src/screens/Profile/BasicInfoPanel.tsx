import type { MemberProfile } from '../../api/profile';
import { type CountryOption, Skeleton, authCardText as text } from '../../ui';
import { LoadFailedNotice } from '../shared/LoadFailedNotice';
import { AvatarPicker, type AvatarPickerProps } from './AvatarPicker';
import { BasicInfoForm, type BasicInfoFormProps } from './BasicInfoForm';
import * as styles from './Profile.css';

export interface BasicInfoPanelProps extends Omit<BasicInfoFormProps, 'profile' | 'countries'> {
  profile: MemberProfile | null;
  loading: boolean;
  loadError: string | null;
  onReload: () => void;
  countries: readonly CountryOption[];
  avatar: Omit<AvatarPickerProps, 'name'>;
}

/** The Basic Info tab: the member's picture and profile fields. */
export function BasicInfoPanel({
  profile,
  loading,
  loadError,
  onReload,
  avatar,
  ...form
}: BasicInfoPanelProps) {
  if (loading && !profile) {
    return (
      <div className={styles.widePanel} aria-busy="true">
        <p className={text.muted} role="status">
          Loading your profile…
        </p>
        <Skeleton shape="circle" width="64px" height="64px" />
        <Skeleton shape="rect" />
      </div>
    );
  }
  if (!profile) {
    return (
      <div className={styles.widePanel}>
        <LoadFailedNotice detail={loadError} onRetry={onReload} />
      </div>
    );
  }
  return (
    <div className={styles.widePanel}>
      <AvatarPicker name={profile.name || profile.username} {...avatar} />
      <BasicInfoForm profile={profile} {...form} />
    </div>
  );
}
