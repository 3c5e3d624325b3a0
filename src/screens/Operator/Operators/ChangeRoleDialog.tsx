import { type FormEvent, useId, useState } from 'react';
import type { OperatorListItem } from '../../../api/operatorAccounts';
import type { OperatorRole } from '../../../api/operatorSession';
import { Button, Dialog, Select } from '../../../ui';
import * as styles from './operators.css';
import { roleOptions, roleSummary } from './operatorsText';

export type ChangeRoleDialogProps = {
  /** The operator whose role changes; null while the dialog is closed. */
  operator: OperatorListItem | null;
  busy: boolean;
  error: string | null;
  onSubmit: (role: OperatorRole) => void;
  onClose: () => void;
};

function RoleForm({
  formId,
  operator,
  error,
  onSubmit,
}: { formId: string; operator: OperatorListItem } & Pick<ChangeRoleDialogProps, 'error' | 'onSubmit'>) {
  const [role, setRole] = useState<OperatorRole>(operator.role);
  const [same, setSame] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSame(role === operator.role);
    if (role !== operator.role) onSubmit(role);
  };
  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <Select
        label="Role"
        options={roleOptions}
        value={role}
        onValueChange={(value) => {
          setRole(value as OperatorRole);
          setSame(false);
        }}
        hint={roleSummary(role)}
        error={same ? `${operator.username} is ${operator.role} already: choose another role.` : undefined}
      />
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </form>
  );
}

/** Another operator's role; what they may do changes at their next request. */
export function ChangeRoleDialog({ operator, busy, error, onSubmit, onClose }: ChangeRoleDialogProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={operator !== null}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      dismissible={!busy}
      hideClose={busy}
      title={operator ? `Change ${operator.username}'s role` : 'Change role'}
      description={
        operator
          ? `${operator.username} is ${operator.role} now. The new role applies once a second admin approves it.`
          : undefined
      }
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Change role
          </Button>
        </>
      }
    >
      {operator && (
        <RoleForm key={operator.id} formId={formId} operator={operator} error={error} onSubmit={onSubmit} />
      )}
    </Dialog>
  );
}
