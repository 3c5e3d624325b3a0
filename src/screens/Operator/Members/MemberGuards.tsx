import type { MemberFile, MemberGuard } from '../../../api/operatorMembers';
import { Button, ConfirmDialog, TextField } from '../../../ui';
import { FileSection } from './MemberOverview';
import { when } from './memberFormat';
import { guardWording } from './memberGuardsText';
import * as styles from './members.css';

/** The guard being asked for, as the screen holds it. */
export type GuardState = {
  /** The dialog open now; null when none is. */
  guard: MemberGuard | null;
  reason: string;
  /** The reason's problem, from this form or the server. */
  reasonError: string | null;
  /** A refusal not tied to the reason (a second freeze, a right the role lacks). */
  error: string | null;
  busy: boolean;
  /** What came of the last guard asked for. */
  outcome: { message: string; waiting: boolean } | null;
};

export type MemberGuardsProps = {
  profile: MemberFile['profile'];
  /** money.write: freeze and ask to lift a freeze. */
  canGuardMoney: boolean;
  /** members.act: ask to reset the PIN or the second factor. */
  canReset: boolean;
  state: GuardState;
  onOpen: (guard: MemberGuard) => void;
  onReasonChange: (reason: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The member's withdrawal freeze, and the guards the role may ask for: each with a reason, kept with it. */
export function MemberGuards(props: MemberGuardsProps) {
  const { profile, canGuardMoney, canReset, state } = props;
  const frozen = profile.withdrawals_frozen;
  const words = state.guard ? guardWording[state.guard] : null;
  const offered: MemberGuard[] = [
    ...(canGuardMoney ? [frozen ? ('unfreeze' as const) : ('freeze' as const)] : []),
    ...(canReset ? (['reset-pin'] as const) : []),
    ...(canReset && profile.two_factor ? (['reset-2fa'] as const) : []),
  ];
  return (
    <FileSection id="member-guards" title="Withdrawals and security">
      {frozen ? (
        <p className={styles.frozen} role="status">
          Withdrawals frozen since {when(frozen.frozen_at)} by {frozen.frozen_by}: {frozen.reason}
        </p>
      ) : (
        <p className={styles.muted}>Withdrawals are not frozen.</p>
      )}
      {state.outcome && (
        <p className={state.outcome.waiting ? styles.waiting : styles.done} role="status">
          {state.outcome.message}
        </p>
      )}
      {offered.length > 0 && (
        <div className={styles.guardButtons}>
          {offered.map((guard) => (
            <Button
              key={guard}
              variant={guard === 'freeze' ? 'danger' : 'secondary'}
              onClick={() => props.onOpen(guard)}
            >
              {guardWording[guard].button}
            </Button>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={words !== null}
        onOpenChange={(open) => {
          if (!open) props.onCancel();
        }}
        title={words?.title ?? ''}
        message={words?.message ?? ''}
        confirmLabel={words?.confirm ?? 'Confirm'}
        cancelLabel="Cancel"
        tone={words?.tone ?? 'accent'}
        busy={state.busy}
        onConfirm={props.onConfirm}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onConfirm();
          }}
        >
          <TextField
            autoFocus
            label="Reason"
            hint="At most 200 characters; kept with the request and in the audit log."
            value={state.reason}
            error={state.reasonError ?? undefined}
            onValueChange={props.onReasonChange}
            disabled={state.busy}
            autoComplete="off"
            maxLength={200}
          />
        </form>
        {state.error && (
          <p className={styles.alert} role="alert">
            {state.error}
          </p>
        )}
      </ConfirmDialog>
    </FileSection>
  );
}
