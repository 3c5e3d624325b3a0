import { planLabel, type ReservePlan } from '../../api/reserve';
import { Button, formatUsdt, Numeric, Select } from '../../ui';
import * as styles from './Reserve.css';

export type ReservePurchaseState = {
  planId: number | null;
  /** What Confirm would reserve (the reserve balance capped at the plan's maximum). */
  amount: string;
  error: string | null;
  confirming: boolean;
  busy: boolean;
};

export type ReservePlanPanelProps = {
  plans: readonly ReservePlan[];
  purchase: ReservePurchaseState;
  onPlanSelect: (planId: number | null) => void;
  onReserve: () => void;
};

/** The plan's terms, stated before the member commits; every return shown later comes from these. */
function PlanTerms({ plan, amount }: { plan: ReservePlan; amount: string }) {
  return (
    <section className={styles.card} aria-labelledby="reserve-plan-title">
      <h3 id="reserve-plan-title" className={styles.cardTitle}>
        {plan.name}
      </h3>
      <dl className={styles.terms}>
        <dt>Amount range</dt>
        <dd className={styles.termValue}>
          <Numeric>
            {formatUsdt(plan.minimum_price)} – {formatUsdt(plan.maximum_price)}
          </Numeric>
        </dd>
        <dt>You reserve</dt>
        <dd className={styles.termValue}>{formatUsdt(amount || '0')}</dd>
        <dt>Items in the collection</dt>
        <dd className={styles.termValue}>{plan.item_count}</dd>
        <dt>Return per item</dt>
        <dd className={styles.termValue}>
          {plan.min_roi_percentage}% to {plan.roi_percentage}% of the item's amount
        </dd>
        <dt>Trade opens</dt>
        <dd className={styles.termValue}>
          {plan.min_trade_time === 0 ? 'at once' : `${plan.min_trade_time} minutes after you reserve`}
        </dd>
      </dl>
      <p className={styles.muted}>
        How results are drawn: when you reserve, a secret number is chosen for your collection and its SHA-256
        fingerprint is shown to you at once, so it cannot be changed afterwards. Each item's return is worked
        out from that number and the item's ID by a published formula, and always lands within the range
        above; a return at the low end of the range is possible. Your reserved amount comes back with the
        returns when you claim. After you claim, the secret number is revealed and "Check results" on All
        Collections recomputes every result in your own browser.
      </p>
    </section>
  );
}

export function ReservePlanPanel({ plans, purchase, onPlanSelect, onReserve }: ReservePlanPanelProps) {
  const plan = plans.find((p) => p.id === purchase.planId);
  return (
    <div className={styles.stack}>
      <Select
        label="Level"
        placeholder="Select level"
        value={purchase.planId === null ? '' : String(purchase.planId)}
        options={plans.map((p) => ({ value: String(p.id), label: planLabel(p) }))}
        onValueChange={(value) => onPlanSelect(value ? Number(value) : null)}
        error={!purchase.confirming ? purchase.error : null}
      />
      {plan && <PlanTerms plan={plan} amount={purchase.amount} />}
      <div>
        <Button onClick={onReserve} busy={purchase.busy}>
          Reserve
        </Button>
      </div>
    </div>
  );
}
