import { useId } from 'react';
import type { OperatorCreateBody, OperatorListItem } from '../../../api/operatorAccounts';
import type { OperatorRole } from '../../../api/operatorSession';
import { Button, ConfirmDialog, PageHeader, RetryAlert, Table } from '../../../ui';
import { AddOperatorDialog } from './AddOperatorDialog';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { operatorColumns, type RowAction } from './operatorColumns';
import * as styles from './operators.css';
import { confirmations } from './operatorsText';

/** The dialog open now: adding an operator, or one change to one operator. */
export type OperatorDialog = { kind: 'add' } | RowAction;

export type OperatorsViewProps = {
  /** null until the list has loaded. */
  operators: readonly OperatorListItem[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** operators.write: add operators and change others; without it the list is read only. */
  canWrite: boolean;
  /** The signed-in operator's id (null for the operator key). */
  myId: number | null;
  dialog: OperatorDialog | null;
  onDialog: (dialog: OperatorDialog | null) => void;
  /** The open dialog's request is on its way. */
  busy: boolean;
  /** The open dialog's refusal: beside a field when it names one, else as a message. */
  dialogError: string | null;
  fieldErrors: Record<string, string>;
  onCreate: (body: OperatorCreateBody) => void;
  onChange: (
    operator: OperatorListItem,
    change: { role?: OperatorRole; disabled?: boolean; reset_authenticator?: true },
  ) => void;
};

function Confirmation(props: OperatorsViewProps & { action: RowAction | null }) {
  const { action, busy, dialogError } = props;
  const text = action && action.kind !== 'role' ? confirmations[action.kind] : null;
  return (
    <ConfirmDialog
      open={text !== null}
      onOpenChange={(open) => {
        if (!open) props.onDialog(null);
      }}
      tone={action?.kind === 'enable' ? 'accent' : 'danger'}
      title={text && action ? text.title(action.operator) : ''}
      message={text?.message ?? ''}
      confirmLabel={text?.confirm ?? 'Confirm'}
      cancelLabel="Cancel"
      busy={busy}
      onConfirm={() => {
        if (text && action) props.onChange(action.operator, text.change);
      }}
    >
      {dialogError && (
        <p role="alert" className={styles.alert}>
          {dialogError}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** /operator/operators: everyone who runs the platform; an admin adds operators and changes the others. */
export function OperatorsView(props: OperatorsViewProps) {
  const { operators, loading, error, canWrite, myId, dialog, onDialog, busy, dialogError } = props;
  const idPrefix = useId();
  const action = dialog && dialog.kind !== 'add' ? dialog : null;
  return (
    <div className={styles.page}>
      <PageHeader
        title="Operators"
        description="Everyone who runs the platform, with their role and how they sign in."
        actions={
          canWrite ? <Button onClick={() => onDialog({ kind: 'add' })}>Add operator</Button> : undefined
        }
      />
      {error && !operators ? (
        <RetryAlert message={error} onRetry={props.onRetry} />
      ) : (
        <Table
          label="Operators"
          columns={operatorColumns({
            canWrite,
            myId,
            rowId: (op) => `${idPrefix}-op-${op.id}`,
            onAction: onDialog,
          })}
          rows={operators ?? []}
          rowKey={(op) => op.id}
          loading={loading && !operators}
          loadingRows={4}
          emptyText="No operators yet"
        />
      )}
      {canWrite && (
        <>
          <AddOperatorDialog
            open={dialog?.kind === 'add'}
            busy={busy}
            fieldErrors={props.fieldErrors}
            error={dialogError}
            onSubmit={props.onCreate}
            onClose={() => onDialog(null)}
          />
          <ChangeRoleDialog
            operator={action?.kind === 'role' ? action.operator : null}
            busy={busy}
            error={dialogError}
            onSubmit={(role) => action && props.onChange(action.operator, { role })}
            onClose={() => onDialog(null)}
          />
          <Confirmation {...props} action={action} />
        </>
      )}
    </div>
  );
}
