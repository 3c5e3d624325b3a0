import { useState } from 'react';
import type { PlanChange } from '../../../api/operatorPlans';
import { PlansView, type PlansViewProps } from './PlansView';
import { type FormErrors, formErrorsOf } from './planChange';
import type { PlanTarget } from './planTerms';

/** What a story's server says to a change: the sentence it writes, or its refusal per field. */
export type StoryAnswer = { message: string } | { errors: Record<string, string[]> };

/** The view with the container's state, so a story opens, fills, saves and is refused as an operator would. */
export function PlansHarness({
  answer,
  ...args
}: PlansViewProps & { answer?: (change: PlanChange) => StoryAnswer }) {
  const [editing, setEditing] = useState<PlanTarget | null>(args.editing);
  const [errors, setErrors] = useState<FormErrors>(args.errors);
  const [saved, setSaved] = useState(args.saved);
  return (
    <PlansView
      {...args}
      editing={editing}
      errors={errors}
      saved={saved}
      onEdit={(target) => {
        args.onEdit(target);
        setErrors({});
        setEditing(target);
      }}
      onClose={() => {
        args.onClose();
        setEditing(null);
      }}
      onSubmit={(change) => {
        args.onSubmit(change);
        const said = answer?.(change);
        if (!said) return;
        if ('errors' in said) return setErrors(formErrorsOf(change, said.errors));
        setEditing(null);
        setSaved(said.message);
      }}
    />
  );
}
