import { type FormEvent, useEffect, useState } from 'react';
import type { AuditFilters } from '../../../api/auditLog';
import { Button, TextField } from '../../../ui';
import * as styles from './audit.css';

export type AuditFilterFormProps = {
  /** The filters in effect. */
  filters: AuditFilters;
  /** The server's word on a filter it refused, by the API's field name (operator, action, subject). */
  errors: Record<string, string>;
  onFilter: (filters: AuditFilters) => void;
};

const trimmed = (filters: AuditFilters): AuditFilters => ({
  operator: filters.operator?.trim() ?? '',
  action: filters.action?.trim() ?? '',
  subject: filters.subject?.trim() ?? '',
});

/** Operator, action (or its start) and member; Filter applies them, Clear shows the whole log again. */
export function AuditFilterForm({ filters, errors, onFilter }: AuditFilterFormProps) {
  const [draft, setDraft] = useState(() => trimmed(filters));
  const { operator = '', action = '', subject = '' } = filters;
  useEffect(() => setDraft(trimmed({ operator, action, subject })), [operator, action, subject]);
  const set = (field: keyof AuditFilters) => (value: string) =>
    setDraft((was) => ({ ...was, [field]: value }));
  const applied = Boolean(operator || action || subject);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter(trimmed(draft));
  };

  return (
    <search aria-label="Filter the audit log">
      <form className={styles.filters} onSubmit={submit} noValidate>
        <TextField
          label="Operator"
          hint="A username, or key for the operator key"
          fieldClassName={styles.filter}
          value={draft.operator}
          onValueChange={set('operator')}
          error={errors.operator}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label="Action"
          hint="An action or its start, e.g. withdrawal."
          fieldClassName={styles.filter}
          value={draft.action}
          onValueChange={set('action')}
          error={errors.action}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label="Member"
          hint="The member's username"
          fieldClassName={styles.filter}
          value={draft.subject}
          onValueChange={set('subject')}
          error={errors.subject}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.filterButtons}>
          <Button type="submit">Filter</Button>
          {applied && (
            <Button variant="secondary" onClick={() => onFilter({ operator: '', action: '', subject: '' })}>
              Clear
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
