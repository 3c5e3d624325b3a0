import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ReserveType,
  reserveDashboardQuery,
  reservePackagesQuery,
  reserveTickerQuery,
} from '../../api/reserve';
import { verifyReservation } from '../../api/reserveVerify';
import { useSession } from '../shared/useSession';
import { type ReserveSection, ReserveView } from './ReserveView';
import { currentReservation } from './reserveFormat';
import { type ReserveFlowsInput, useReserveFlows } from './useReserveFlows';

const noPlans: never[] = [];

function ReserveFlows({
  flows,
  ...rest
}: { flows: ReserveFlowsInput } & Omit<
  Parameters<typeof ReserveView>[0],
  keyof ReturnType<typeof useReserveFlows> | 'type' | 'plans' | 'dashboard'
>) {
  const props = useReserveFlows(flows);
  return (
    <ReserveView
      {...rest}
      {...props}
      type={flows.type}
      plans={flows.plans}
      dashboard={flows.dashboard ?? null}
    />
  );
}

export function ReserveScreen() {
  const session = useSession();
  const [type, setType] = useState<ReserveType>('nft');
  const [section, setSection] = useState<ReserveSection>('reserve');
  const packages = useQuery(reservePackagesQuery());
  const dashboard = useQuery(reserveDashboardQuery());
  const ticker = useQuery({ ...reserveTickerQuery(), enabled: type === 'crypto' });
  const current = dashboard.data ? currentReservation(dashboard.data.reserve_history, type) : null;
  const plans = packages.data?.[type] ?? noPlans;
  const error = dashboard.error ?? packages.error;
  return (
    <ReserveFlows
      // Each tab and each reservation has its own flows: a new reservation starts a fresh countdown and claim.
      key={`${type}:${current?.id ?? 0}`}
      flows={{
        username: session?.username ?? '',
        type,
        plans,
        dashboard: dashboard.data,
        receivedAt: dashboard.dataUpdatedAt,
        current,
      }}
      onTypeChange={(next) => {
        setType(next);
        setSection('reserve');
      }}
      section={section}
      onSectionChange={setSection}
      loading={dashboard.isPending || packages.isPending}
      loadError={error ? error.message : null}
      onReload={() => {
        void dashboard.refetch();
        void packages.refetch();
      }}
      ticker={ticker.data ?? []}
      verify={verifyReservation}
    />
  );
}
