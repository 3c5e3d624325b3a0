import type { OperatorListItem } from '../../../api/operatorAccounts';
import { Button, formatDashDate, type TableColumn } from '../../../ui';
import * as styles from './operators.css';
import type { ConfirmKind } from './operatorsText';

export type RowAction = { kind: 'role' | ConfirmKind; operator: OperatorListItem };

type ColumnOptions = {
  canWrite: boolean;
  /** The signed-in operator's id: their own row has no actions (the server refuses them too). */
  myId: number | null;
  rowId: (operator: OperatorListItem) => string;
  onAction: (action: RowAction) => void;
};

const when = (iso: string) => formatDashDate(iso, true);

function RowButtons({
  operator,
  rowId,
  onAction,
}: { operator: OperatorListItem } & Pick<ColumnOptions, 'rowId' | 'onAction'>) {
  const ask = (kind: RowAction['kind']) => () => onAction({ kind, operator });
  // Each button is described by its row's username, so the buttons keep short names a reader can tell apart.
  const described = { 'aria-describedby': rowId(operator), variant: 'secondary', size: 'sm' } as const;
  // An operator still waiting for a second admin can only be disabled: the rest waits for the approval.
  if (!operator.approved_at) {
    return operator.disabled_at ? null : (
      <div className={styles.rowActions}>
        <Button {...described} variant="danger" onClick={ask('disable')}>
          Disable
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.rowActions}>
      <Button {...described} onClick={ask('role')}>
        Change role
      </Button>
      {operator.disabled_at ? (
        <Button {...described} onClick={ask('enable')}>
          Enable
        </Button>
      ) : (
        <Button {...described} variant="danger" onClick={ask('disable')}>
          Disable
        </Button>
      )}
      <Button {...described} onClick={ask('reset')}>
        Reset authenticator
      </Button>
    </div>
  );
}

export function operatorColumns({
  canWrite,
  myId,
  rowId,
  onAction,
}: ColumnOptions): TableColumn<OperatorListItem>[] {
  const read: TableColumn<OperatorListItem>[] = [
    {
      id: 'username',
      header: 'Username',
      cell: (op) => (
        <>
          <span id={rowId(op)}>{op.username}</span>
          {op.id === myId && <span className={styles.you}>you</span>}
        </>
      ),
    },
    { id: 'role', header: 'Role', cell: (op) => op.role },
    {
      id: 'added',
      header: 'Added',
      cell: (op) => (
        <>
          {op.created_by ? `by ${op.created_by}` : <span className={styles.muted}>At installation</span>}
          {!op.approved_at && (
            <>
              <br />
              <span className={styles.warningText}>Waiting for a second admin</span>
            </>
          )}
        </>
      ),
    },
    {
      id: 'authenticator',
      header: 'Authenticator',
      cell: (op) => (op.authenticator ? 'Set up' : <span className={styles.muted}>At next sign-in</span>),
    },
    {
      // One column for what stops an operator signing in, so the table fits beside the back office's menu.
      id: 'status',
      header: 'Status',
      cell: (op) =>
        op.disabled_at ? (
          <span className={styles.warningText}>Disabled since {when(op.disabled_at)}</span>
        ) : op.locked_until ? (
          <span className={styles.warningText}>Locked until {when(op.locked_until)}</span>
        ) : (
          'Active'
        ),
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      cell: (op) =>
        op.last_sign_in_at ? when(op.last_sign_in_at) : <span className={styles.muted}>Never</span>,
    },
  ];
  if (!canWrite) return read;
  return [
    ...read,
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (op) =>
        op.id === myId ? (
          <span className={styles.muted}>Your own account: another admin changes it</span>
        ) : (
          <RowButtons operator={op} rowId={rowId} onAction={onAction} />
        ),
    },
  ];
}
