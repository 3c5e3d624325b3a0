import { type FormEvent, useState } from 'react';
import { Button, TextField } from '../../../ui';
import * as styles from './Tickets.css';

/** Which action is on its way to the server. */
export type TicketAction = 'assign-me' | 'assign' | 'unassign' | 'close' | 'reopen';

export type TicketActionsProps = {
  /** The signed-in operator's username; null for the operator key, which is nobody to assign to. */
  me: string | null;
  closed: boolean;
  busy: TicketAction | null;
  /** `assignee` null puts the ticket back in the unassigned queue. */
  onAssign: (assignee: string | null, action: TicketAction) => void;
  onClose: () => void;
  onReopen: () => void;
};

/** Who has the ticket, and whether it is closed. */
export function TicketActions({ me, closed, busy, onAssign, onClose, onReopen }: TicketActionsProps) {
  const [assignee, setAssignee] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = assignee.trim();
    if (name) onAssign(name, 'assign');
  };
  return (
    <section className={styles.panel} aria-labelledby="ticket-actions">
      <h2 id="ticket-actions" className={styles.panelTitle}>
        Actions
      </h2>
      <div className={styles.actionRow}>
        {me && (
          <Button variant="secondary" busy={busy === 'assign-me'} onClick={() => onAssign(me, 'assign-me')}>
            Assign to me
          </Button>
        )}
        <Button variant="secondary" busy={busy === 'unassign'} onClick={() => onAssign(null, 'unassign')}>
          Unassign
        </Button>
        {/* One button that changes its words, so focus stays on it when the ticket closes or reopens. */}
        <Button
          variant="secondary"
          busy={busy === 'close' || busy === 'reopen'}
          onClick={closed ? onReopen : onClose}
          className={styles.sendButton}
        >
          {closed ? 'Reopen ticket' : 'Close ticket'}
        </Button>
      </div>
      <form className={styles.actionRow} onSubmit={submit} aria-label="Assign to an operator">
        <TextField
          label="Operator"
          hint="The username of someone who answers tickets"
          value={assignee}
          onValueChange={setAssignee}
          autoComplete="off"
          spellCheck={false}
          fieldClassName={styles.filterField}
        />
        <Button type="submit" variant="secondary" busy={busy === 'assign'}>
          Assign
        </Button>
      </form>
    </section>
  );
}
