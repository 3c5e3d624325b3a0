import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue } from 'react';
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
  // The cards draw in a pass the browser may interrupt, a moment after the answer comes, instead of holding a
  // phone's main thread for the whole page in one task; until then the skeleton stays.
  const data = useDeferredValue(dashboard.data);
  const picture = useAvatarUrl(useQuery(userDetailsQuery()).data?.profile?.avatar);
  const error = dashboard.isError ? loadFailureMessage(dashboard.error) : null;
  useFailureToast(dashboard.error, dashboard.errorUpdatedAt, error ?? LIST_FAILED);
  return (
    <AccountView
      data={data}
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
