import { type FormEvent, useId, useState } from 'react';
import type { OperatorCreateBody } from '../../../api/operatorAccounts';
import type { OperatorRole } from '../../../api/operatorSession';
import { Button, Dialog, PasswordField, Select, TextField } from '../../../ui';
import * as styles from './operators.css';
import {
  OPERATOR_PASSWORD_MIN,
  passwordProblem,
  roleOptions,
  roleSummary,
  usernameProblem,
} from './operatorsText';

export type AddOperatorDialogProps = {
  open: boolean;
  busy: boolean;
  /** The server's refusals beside the fields they name (username, password, role). */
  fieldErrors: Record<string, string>;
  /** A refusal that names no field. */
  error: string | null;
  onSubmit: (body: OperatorCreateBody) => void;
  onClose: () => void;
};

type Field = 'username' | 'password' | 'role';
type Problems = Partial<Record<Field, string>>;

function problemsOf(username: string, password: string, role: string): Problems {
  const problems: Problems = {};
  const name = usernameProblem(username);
  const secret = passwordProblem(password);
  if (name) problems.username = name;
  if (secret) problems.password = secret;
  if (!role) problems.role = 'Choose a role.';
  return problems;
}

type FormProps = Pick<AddOperatorDialogProps, 'fieldErrors' | 'error' | 'onSubmit'> & { formId: string };

/** The form lives inside the dialog's content, so closing the dialog forgets what was typed. */
function AddOperatorForm({ formId, fieldErrors, error, onSubmit }: FormProps) {
  const [values, setValues] = useState({ username: '', password: '', role: '' });
  const [problems, setProblems] = useState<Problems>({});
  // The server's word on a field stands until the operator changes that field.
  const [edited, setEdited] = useState<Set<Field>>(new Set());
  const shown = (field: Field) => problems[field] ?? (edited.has(field) ? undefined : fieldErrors[field]);
  const change = (field: Field) => (value: string) => {
    setValues((was) => ({ ...was, [field]: value }));
    setProblems((was) => ({ ...was, [field]: undefined }));
    setEdited((was) => new Set(was).add(field));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(values.username, values.password, values.role);
    setProblems(found);
    setEdited(new Set());
    if (Object.keys(found).length > 0) return;
    onSubmit({
      username: values.username.trim(),
      password: values.password,
      role: values.role as OperatorRole,
    });
  };

  return (
    <form id={formId} className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Username"
        hint="3 to 32 letters, digits or _"
        value={values.username}
        onValueChange={change('username')}
        error={shown('username')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
      />
      <PasswordField
        label="Password"
        hint={`At least ${OPERATOR_PASSWORD_MIN} characters. Give it to them in person: it is never shown again.`}
        // Named apart from the field, so 'Password' names one control only.
        showLabel="Show the characters"
        hidePasswordLabel="Hide the characters"
        autoComplete="new-password"
        value={values.password}
        onValueChange={change('password')}
        error={shown('password')}
      />
      <Select
        label="Role"
        placeholder="Choose a role"
        options={roleOptions}
        value={values.role}
        onValueChange={change('role')}
        error={shown('role')}
        hint={values.role ? roleSummary(values.role as OperatorRole) : undefined}
      />
      {error && (
        <p role="alert" className={styles.alert}>
          {error}
        </p>
      )}
    </form>
  );
}

/** Username, a first password and a role; the new operator sets up their authenticator at the first sign-in. */
export function AddOperatorDialog({ open, busy, onClose, ...form }: AddOperatorDialogProps) {
  const formId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
      dismissible={!busy}
      hideClose={busy}
      title="Add operator"
      description="Once a second admin approves them, they sign in with this password and set up their authenticator at the first sign-in."
      footer={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            Add operator
          </Button>
        </>
      }
    >
      <AddOperatorForm formId={formId} {...form} />
    </Dialog>
  );
}
