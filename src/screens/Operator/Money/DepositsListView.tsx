import type { OperatorDepositRow } from '../../../api/operatorMoney';
import { depositMethods } from '../../../api/operatorMoney';
import { Button, formatDateTime, formatUsdt, Select, type TableColumn } from '../../../ui';
import { FindFilter } from '../shared/FindFilter';
import { ListToolbar, type SortOption } from '../shared/ListToolbar';
import * as listStyles from '../shared/lists.css';
import { PagedList } from '../shared/PagedList';
import type { ListView } from '../shared/useOperatorList';
import { DecisionDialog, type DecisionHandlers, type DecisionState, OutcomeBanner } from './DecisionDialog';
import * as styles from './Money.css';
import type { Outcome } from './MoneyTable';

export type DepositsListViewProps = {
  /** The page, order and filters (state, method, username) as the address holds them. */
  list: ListView<OperatorDepositRow>;
  /** Whether this operator may move money: then a held deposit offers Credit. */
  canWrite: boolean;
  outcome: Outcome | null;
  onDismissOutcome: () => void;
  onCredit: (deposit: OperatorDepositRow) => void;
  decision: DecisionState;
} & DecisionHandlers;

export const depositSorts: SortOption[] = [
  { value: 'recorded_at', label: 'Time recorded', desc: 'Newest first', asc: 'Oldest first' },
  { value: 'amount', label: 'Amount', desc: 'Largest first', asc: 'Smallest first' },
];

const stateOptions = [
  { value: '', label: 'Every state' },
  { value: 'unsynced', label: 'Not yet in the wallet' },
  { value: 'seen', label: 'On the chain, not yet confirmed' },
  { value: 'credited', label: 'In the wallet' },
  { value: 'held', label: 'Held below the minimum' },
  { value: 'dropped', label: 'Dropped by a reorganisation' },
];

/** What a deposit not (or no longer) in the wallet waits for. */
const waiting: Record<
  Exclude<OperatorDepositRow['state'], 'credited'>,
  (deposit: OperatorDepositRow) => string
> = {
  unsynced: () => "Waits for the member's balance sync",
  seen: (deposit) => `Seen in block ${deposit.block_number ?? '?'}, waits for confirmations`,
  held: () => "Held: below the method's minimum, waits for an operator",
  dropped: (deposit) => `Dropped: block ${deposit.block_number ?? '?'} was replaced before it was final`,
};
const methodOptions = [
  { value: '', label: 'Every method' },
  ...depositMethods.map((method) => ({ value: String(method.id), label: method.label })),
];

const baseColumns: TableColumn<OperatorDepositRow>[] = [
  { id: 'id', header: 'Deposit', cell: (deposit) => `#${deposit.id}` },
  { id: 'member', header: 'Member', cell: (deposit) => deposit.username },
  { id: 'amount', header: 'Amount', align: 'end', cell: (deposit) => formatUsdt(deposit.amount) },
  { id: 'method', header: 'Method', cell: (deposit) => deposit.method },
  {
    id: 'hash',
    header: 'Transaction',
    cell: (deposit) => (
      <bdi dir="ltr" className={styles.wrap}>
        {deposit.thash}
      </bdi>
    ),
  },
  { id: 'recorded', header: 'Recorded', cell: (deposit) => formatDateTime(deposit.recorded_at) },
  {
    id: 'state',
    header: 'In the wallet',
    cell: (deposit) =>
      deposit.state === 'credited' ? (
        formatDateTime(deposit.credited_at ?? deposit.recorded_at)
      ) : (
        <span className={styles.waitingNote}>{waiting[deposit.state](deposit)}</span>
      ),
  },
];

/** Credit, on a held deposit only: named by the row's deposit so a screen reader hears which. */
function creditColumn(onCredit: (deposit: OperatorDepositRow) => void): TableColumn<OperatorDepositRow> {
  return {
    id: 'actions',
    header: 'Actions',
    cell: (deposit) =>
      deposit.state === 'held' ? (
        <Button size="sm" aria-label={`Credit deposit #${deposit.id}`} onClick={() => onCredit(deposit)}>
          Credit
        </Button>
      ) : null,
  };
}

/** Every recorded deposit, those not yet synced into the member's wallet apart; deposits above the threshold wait in Approvals. */
export function DepositsListView(props: DepositsListViewProps) {
  const { list, canWrite, outcome, onDismissOutcome, decision } = props;
  const columns = canWrite ? [...baseColumns, creditColumn(props.onCredit)] : baseColumns;
  return (
    <div className={styles.panel}>
      {outcome && <OutcomeBanner {...outcome} onDismiss={onDismissOutcome} showApprovalsLink />}
      <h2 className={styles.sectionTitle}>Deposits</h2>
      <p className={styles.muted}>
        Payments recorded by an operator or seen on chain. A deposit above the approval threshold, recorded or
        held and credited, is listed under Approvals until a second operator approves it.
      </p>
      <ListToolbar label="Deposit filters" sorts={depositSorts} days="Recorded" {...list}>
        <Select
          className={listStyles.field}
          label="State"
          options={stateOptions}
          value={String(list.params.state ?? '')}
          onValueChange={(value) => list.onChange({ state: value || undefined })}
        />
        <Select
          className={listStyles.field}
          label="Method"
          options={methodOptions}
          value={String(list.params.payment_method_id ?? '')}
          onValueChange={(value) => list.onChange({ payment_method_id: value || undefined })}
        />
        <FindFilter
          label="Member"
          value={String(list.params.username ?? '')}
          onApply={(username) => list.onChange({ username: username || undefined })}
        />
      </ListToolbar>
      <PagedList
        list={list}
        label="Deposits"
        columns={columns}
        rowKey={(deposit) => deposit.id}
        emptyText="No deposit matches"
      />
      <DecisionDialog
        {...decision}
        onTextChange={props.onTextChange}
        onConfirm={props.onConfirm}
        onCancel={props.onCancel}
      />
    </div>
  );
}
