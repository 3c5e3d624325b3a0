import { useQuery } from '@tanstack/react-query';
import { dashboardQuery } from '../../api/dashboard';
import { userDetailsQuery } from '../../api/profile';
import { LIST_FAILED, loadFailureMessage, useFailureToast } from '../shared/loadFailure';
import { useAvatarUrl } from '../shared/useAvatarUrl';
import { AccountView } from './AccountView';

export function AccountScreen() {
  const dashboard = useQuery(dashboardQuery());
  const picture = useAvatarUrl(useQuery(userDetailsQuery()).data?.profile?.avatar);
  const error = dashboard.isError ? loadFailureMessage(dashboard.error) : null;
  useFailureToast(dashboard.error, dashboard.errorUpdatedAt, error ?? LIST_FAILED);
  return (
    <AccountView
      data={dashboard.data}
      error={error}
      // No address while the page's shell is drawn at build time; the member's links need their data first.
      origin={globalThis.location?.origin ?? ''}
      picture={picture}
      onRetry={() => void dashboard.refetch()}
    />
  );
}
