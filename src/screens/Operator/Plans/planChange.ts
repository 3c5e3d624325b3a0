import type { IncomePlanChangeBody, PlanChange } from '../../../api/operatorPlans';
import type { PlanTarget, TermChange } from './planTerms';

/** As the server wants a term: whole numbers for days, minutes and counts, booleans for on offer. */
function wireValue(change: TermChange): string | number | boolean {
  const { kind } = change.field;
  if (kind === 'active') return change.to === 'true';
  if (kind === 'days' || kind === 'minutes' || kind === 'count') {
    // Text that is not a whole number goes as it is, so the server names the field that is wrong.
    return /^\d+$/.test(change.to) ? Number(change.to) : change.to;
  }
  return change.to;
}

function incomeBody(changes: readonly TermChange[]): IncomePlanChangeBody {
  const body: IncomePlanChangeBody = {};
  const levels = new Map<number, Record<string, unknown>>();
  const ranks = new Map<string, Record<string, unknown>>();
  for (const change of changes) {
    const [group, id, term] = change.field.key.split('.') as [string, string?, string?];
    if (group === 'qualifying_stake') body.qualifying_stake = change.to;
    const into = group === 'levels' ? levels : group === 'ranks' ? ranks : null;
    if (!into || !id || !term) continue;
    const key = group === 'levels' ? Number(id) : id;
    const entry = (into as Map<unknown, Record<string, unknown>>).get(key) ?? {};
    entry[term] = wireValue(change);
    (into as Map<unknown, Record<string, unknown>>).set(key, entry);
  }
  if (levels.size) body.levels = [...levels].map(([level, terms]) => ({ level, ...terms }));
  if (ranks.size)
    body.ranks = [...ranks].map(([name, terms]) => ({ name, ...terms })) as IncomePlanChangeBody['ranks'];
  return body;
}

/** The request for the changed terms only, from `effectiveFrom` (ISO 8601) or, without one, from now. */
export function planChangeOf(
  target: PlanTarget,
  changes: readonly TermChange[],
  effectiveFrom?: string,
): PlanChange {
  const when = effectiveFrom ? { effective_from: effectiveFrom } : {};
  if (target.kind === 'income') return { kind: 'income', body: { ...incomeBody(changes), ...when } };
  const terms = Object.fromEntries(changes.map((change) => [change.field.key, wireValue(change)]));
  return { kind: target.kind, id: target.plan.id, body: { ...terms, ...when } } as PlanChange;
}

/** Messages for one field of the form, or for the form as a whole (`''`). */
export type FormErrors = Record<string, string[]>;

/**
 * The server names an income plan's level or rank by its place in the request ('levels.0.staking_percentage');
 * the form names it by its level or rank, so the message lands beside the field that was changed.
 */
export function formErrorsOf(change: PlanChange, errors: Record<string, string[]>): FormErrors {
  const out: FormErrors = {};
  const add = (key: string, messages: string[]) => {
    out[key] = [...(out[key] ?? []), ...messages];
  };
  for (const [key, messages] of Object.entries(errors)) {
    const [group, index, term] = key.split('.');
    if (change.kind === 'income' && term && (group === 'levels' || group === 'ranks')) {
      const entry = change.body[group]?.[Number(index)] as { level?: number; name?: string } | undefined;
      const id = group === 'levels' ? entry?.level : entry?.name;
      add(id === undefined ? group : `${group}.${id}.${term}`, messages);
    } else add(key, messages);
  }
  return out;
}
