import { Link } from 'react-router-dom';
import type {
  DecisionAction,
  DecisionTarget,
} from '../../../machines/operatorDecision/operatorDecisionMachine';
import { Button, ConfirmDialog, type InputFilter, lettersDigits, TextField } from '../../../ui';
import * as styles from './Money.css';
import { APPROVALS_PATH } from './moneyText';

/** The decision being confirmed, as the machine holds it. */
export type DecisionState = {
  target: DecisionTarget | null;
  text: string;
  fieldError: string | null;
  error: string | null;
  busy: boolean;
};

export type DecisionHandlers = {
  onTextChange: (text: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

type Wording = {
  title: string;
  confirm: string;
  tone: 'accent' | 'danger';
  message: (subject: string) => string;
  field?: { label: string; hint: string; filter?: InputFilter };
};

const reason = { label: 'Reason', hint: 'At most 200 characters; kept with the decision.' };

const wording: Record<DecisionAction, Wording> = {
  'approval.approve': {
    title: 'Approve this request?',
    confirm: 'Approve',
    tone: 'accent',
    message: (subject) => `Approving makes ${subject} at once, as the second operator. It cannot be undone.`,
  },
  'approval.decline': {
    title: 'Decline this request?',
    confirm: 'Decline',
    tone: 'danger',
    message: (subject) => `Nothing is moved for ${subject}.`,
    field: reason,
  },
  'withdrawal.approve': {
    title: 'Approve this withdrawal?',
    confirm: 'Approve',
    tone: 'accent',
    message: (subject) =>
      `${subject} moves to Processing. Above the approval threshold it waits for a second operator instead.`,
  },
  'withdrawal.paid': {
    title: 'Mark this withdrawal paid?',
    confirm: 'Mark paid',
    tone: 'accent',
    message: (subject) => `Give the hash of the transaction that sent ${subject}.`,
    field: { label: 'Transaction hash', hint: '8 to 128 letters and digits.', filter: lettersDigits },
  },
  'withdrawal.reject': {
    title: 'Reject this withdrawal?',
    confirm: 'Reject',
    tone: 'danger',
    message: (subject) => `${subject} is rejected and its amount goes back to the member's wallet.`,
    field: reason,
  },
  'deposit.credit': {
    title: 'Credit this held deposit?',
    confirm: 'Credit',
    tone: 'accent',
    message: (subject) =>
      `${subject} arrived on the chain below its method's minimum. Crediting puts it in the member's ` +
      'Receiving Wallet; above the approval threshold it waits for a second operator instead.',
  },
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Confirms one decision, with the reason or transaction hash it needs and the server's refusal if any. */
export function DecisionDialog({
  target,
  text,
  fieldError,
  error,
  busy,
  onTextChange,
  onConfirm,
  onCancel,
}: DecisionState & DecisionHandlers) {
  const words = target ? wording[target.action] : null;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={words?.title ?? ''}
      message={words && target ? capital(words.message(target.subject)) : ''}
      confirmLabel={words?.confirm ?? 'Confirm'}
      cancelLabel="Cancel"
      tone={words?.tone ?? 'accent'}
      busy={busy}
      onConfirm={onConfirm}
    >
      {words?.field && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onConfirm();
          }}
        >
          <TextField
            // The dialog opens to type this; Radix keeps the focus where it already is inside the dialog.
            autoFocus
            label={words.field.label}
            filter={words.field.filter}
            hint={words.field.hint}
            value={text}
            error={fieldError ?? undefined}
            onValueChange={onTextChange}
            disabled={busy}
            autoComplete="off"
            maxLength={words.field.label === 'Reason' ? 200 : 128}
          />
        </form>
      )}
      {error && (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      )}
    </ConfirmDialog>
  );
}

/** What came of the last decision or request, with the way to the approvals when it now waits. */
export function OutcomeBanner({
  message,
  waiting,
  onDismiss,
  showApprovalsLink = false,
}: {
  message: string;
  waiting: boolean;
  onDismiss?: () => void;
  showApprovalsLink?: boolean;
}) {
  return (
    <div className={waiting ? styles.outcome.waiting : styles.outcome.done} role="status">
      <p className={styles.outcomeText}>{message}</p>
      {waiting && showApprovalsLink && <Link to={APPROVALS_PATH}>Open Approvals</Link>}
      {onDismiss && (
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      )}
    </div>
  );
}
