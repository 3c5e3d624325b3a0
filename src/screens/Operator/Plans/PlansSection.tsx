import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, firstErrorMessage } from '../../../api/errors';
import {
  changePlanMutation,
  operatorPlanKeys,
  operatorPlansQuery,
  type PlanChange,
} from '../../../api/operatorPlans';
import { useOperatorShell } from '../shared/operatorShell';
import { PlansView, type PlanTab } from './PlansView';
import { type FormErrors, formErrorsOf } from './planChange';
import type { PlanTarget } from './planTerms';

const failureOf = (error: unknown) =>
  error instanceof ApiError ? firstErrorMessage(error.response) : 'The plans could not be loaded.';

/** The plans section of the back office: reads for finance and auditors, changes for admins. */
export function PlansSection() {
  const { rights } = useOperatorShell();
  const client = useQueryClient();
  const plans = useQuery(operatorPlansQuery());
  const change = useMutation(changePlanMutation());
  const [tab, setTab] = useState<PlanTab>('staking');
  const [editing, setEditing] = useState<PlanTarget | null>(null);
  const [errors, setErrors] = useState<FormErrors>({});
  const [saved, setSaved] = useState<string | null>(null);

  const submit = (sent: PlanChange) => {
    setErrors({});
    change.mutate(sent, {
      onSuccess: (answer) => {
        setEditing(null);
        setSaved(answer.message);
        void client.invalidateQueries({ queryKey: operatorPlanKeys.all() });
      },
      onError: (error) => {
        const response = error instanceof ApiError ? error.response : null;
        const byField = response?.errors ? formErrorsOf(sent, response.errors) : {};
        setErrors(
          Object.keys(byField).length
            ? byField
            : { '': [response ? firstErrorMessage(response) : String(error)] },
        );
      },
    });
  };

  return (
    <PlansView
      plans={plans.data ?? null}
      loading={plans.isPending}
      error={plans.error ? failureOf(plans.error) : null}
      onRetry={() => void plans.refetch()}
      canChange={rights.includes('plans.write')}
      tab={tab}
      onTab={setTab}
      saved={saved}
      editing={editing}
      busy={change.isPending}
      errors={errors}
      onEdit={(target) => {
        setErrors({});
        setSaved(null);
        setEditing(target);
      }}
      onSubmit={submit}
      onClose={() => setEditing(null)}
    />
  );
}
