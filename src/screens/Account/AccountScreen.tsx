import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { dashboardQuery } from '../../api/dashboard';
import { userDetailsQuery } from '../../api/profile';
import { lazyNamed } from '../../ui/lazyNamed';
import { LIST_FAILED, loadFailureMessage, useFailureToast } from '../shared/loadFailure';
import { useAvatarUrl } from '../shared/useAvatarUrl';
import { AccountView } from './AccountView';

// The proof card brings the tree's check and its machine: they download once the account's own cards are
// drawn, and its request never stands before the dashboard's.
const ReserveProofCard = lazyNamed(() => import('./ReserveProofCard'), 'ReserveProofCard');

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
      reserveProof={
        <Suspense fallback={null}>
          <ReserveProofCard.Lazy />
        </Suspense>
      }
      onRetry={() => void dashboard.refetch()}
    />
  );
}
