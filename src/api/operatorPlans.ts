import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { apiGet, apiPost } from './client';
import type {
  IncomePlanChangeBody,
  IncomePlanChangeResponse,
  OperatorPlansResponse,
  ReservePlanChangeBody,
  ReservePlanChangeResponse,
  StakingPackageChangeBody,
  StakingPackageChangeResponse,
} from './contract/plans';
import { unwrap } from './errors';
import { operatorKeys } from './operatorQueries';
import { asOperator } from './operatorSession';

export type {
  IncomePlanChangeBody,
  OperatorIncomePlan,
  OperatorPlansResponse,
  OperatorReservePlan,
  OperatorStakingPackage,
  ReservePlanChangeBody,
  ReservePlanTerms,
  StakingPackageChangeBody,
  StakingPackageTerms,
} from './contract/plans';
export type { IncomePlan } from './contract/team';

export type OperatorPlans = OperatorPlansResponse['data'];

/** One change to one plan, as the form that writes it names it. */
export type PlanChange =
  | { kind: 'staking'; id: number; body: StakingPackageChangeBody }
  | { kind: 'reserve'; id: number; body: ReservePlanChangeBody }
  | { kind: 'income'; body: IncomePlanChangeBody };

/** What the server answers to any change: its sentence ('… version 4 takes effect at …') and the version. */
export type PlanChangeResult =
  | StakingPackageChangeResponse
  | ReservePlanChangeResponse
  | IncomePlanChangeResponse;

const segment = (value: number) => encodeURIComponent(String(value));

export const getOperatorPlans = () =>
  asOperator((options) => apiGet<OperatorPlansResponse>('operator/plans', options));
export const postStakingPackageChange = (id: number, body: StakingPackageChangeBody) =>
  asOperator((options) =>
    apiPost<StakingPackageChangeResponse>(`operator/plans/staking/${segment(id)}`, { ...body }, options),
  );
export const postReservePlanChange = (id: number, body: ReservePlanChangeBody) =>
  asOperator((options) =>
    apiPost<ReservePlanChangeResponse>(`operator/plans/reserve/${segment(id)}`, { ...body }, options),
  );
export const postIncomePlanChange = (body: IncomePlanChangeBody) =>
  asOperator((options) => apiPost<IncomePlanChangeResponse>('operator/plans/income', { ...body }, options));

/** Under the back office's own key, so signing out forgets all of it. */
export const operatorPlanKeys = { all: () => [...operatorKeys.all(), 'plans'] as const };

/** Every staking package, reserve plan and the income plan, each with its version in force and those scheduled. */
export const operatorPlansQuery = () =>
  queryOptions({
    queryKey: operatorPlanKeys.all(),
    queryFn: () => unwrap(getOperatorPlans()).then((response) => response.data),
  });

function sendChange(change: PlanChange): Promise<PlanChangeResult> {
  switch (change.kind) {
    case 'staking':
      return unwrap(postStakingPackageChange(change.id, change.body));
    case 'reserve':
      return unwrap(postReservePlanChange(change.id, change.body));
    case 'income':
      return unwrap(postIncomePlanChange(change.body));
  }
}

/** A new version of a package, a plan or the income plan; a refusal throws an ApiError with `errors` per field. */
export const changePlanMutation = () =>
  mutationOptions({
    mutationKey: [...operatorPlanKeys.all(), 'change'],
    mutationFn: sendChange,
  });
