import type { ReactNode } from 'react';
import { PageHeader, type TabItem, Tabs } from '../../../ui';
import * as styles from './Money.css';

export const moneyTabs = [
  { value: 'approvals', label: 'Approvals', writes: false },
  { value: 'withdrawals', label: 'Withdrawals', writes: false },
  { value: 'deposits', label: 'Deposits', writes: false },
  { value: 'deposit', label: 'Record deposit', writes: true },
  { value: 'adjustment', label: 'Adjustment', writes: true },
] as const;
export type MoneyTab = (typeof moneyTabs)[number]['value'];

/** The tabs a role sees: an auditor reads the lists and has no form to change anything with. */
export const tabsFor = (canWrite: boolean) => moneyTabs.filter((tab) => canWrite || !tab.writes);

export type MoneyViewProps = {
  tab: MoneyTab;
  onTabChange: (tab: MoneyTab) => void;
  canWrite: boolean;
  /** Each tab's page; only the chosen one is shown. */
  panels: Record<MoneyTab, ReactNode>;
};

/** The Money section: approvals, the withdrawal queue and, for a role that moves money, its two forms. */
export function MoneyView({ tab, onTabChange, canWrite, panels }: MoneyViewProps) {
  const items: TabItem<MoneyTab>[] = tabsFor(canWrite).map((item) => ({
    value: item.value,
    label: item.label,
    content: panels[item.value],
  }));
  return (
    <div className={styles.page}>
      <PageHeader
        title="Money"
        description="Approvals of the two-person rule, the withdrawal queue, deposits and adjustments"
      />
      {!canWrite && (
        <p className={styles.readOnly}>
          Read only: your role sees the money lists but cannot change anything.
        </p>
      )}
      <Tabs className={styles.tabs} label="Money" items={items} value={tab} onValueChange={onTabChange} />
    </div>
  );
}
