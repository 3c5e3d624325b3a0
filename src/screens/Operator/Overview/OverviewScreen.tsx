import { useQuery } from '@tanstack/react-query';
import { operatorOverviewQuery } from '../../../api/operatorHome';
import { failureMessage } from '../shared/failure';
import { useOperatorShell } from '../shared/operatorShell';
import { OverviewView } from './OverviewView';

const OVERVIEW_FAILED = 'The overview could not be loaded.';

/** GET operator/overview for the signed-in operator's role. */
export function OverviewScreen() {
  const { operator, role, rights } = useOperatorShell();
  const overview = useQuery(operatorOverviewQuery());
  return (
    <OverviewView
      operator={{ username: operator?.username ?? 'operator key', role }}
      rights={rights}
      overview={overview.data ?? null}
      loading={overview.isPending}
      error={overview.error ? failureMessage(overview.error, OVERVIEW_FAILED) : null}
      onRetry={() => void overview.refetch()}
    />
  );
}
