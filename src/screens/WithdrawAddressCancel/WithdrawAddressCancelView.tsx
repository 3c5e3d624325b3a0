import { Button, ButtonLink, Notice, authCardText as text } from '../../ui';

/** Where the mailed link stands: waiting for the member's click, on its way, done, or refused by the server. */
export type AddressCancelState =
  | { phase: 'ready' }
  | { phase: 'cancelling' }
  | { phase: 'done'; message: string }
  | { phase: 'refused'; message: string }
  | { phase: 'noLink' };

export interface WithdrawAddressCancelViewProps {
  state: AddressCancelState;
  onConfirm: () => void;
}

const profileLink = <ButtonLink to="/user/profile?tab=withdraw">Open Withdraw Setting</ButtonLink>;

/**
 * The page the cancel link of a new payout address opens. The member presses the button, so a mail scanner
 * that opens the link cancels nothing; no sign-in is needed, as whoever saved the address may hold the account.
 */
export function WithdrawAddressCancelView({ state, onConfirm }: WithdrawAddressCancelViewProps) {
  if (state.phase === 'done') {
    return (
      <Notice title="New withdrawal address cancelled" action={profileLink}>
        <span role="status">{state.message}</span>
      </Notice>
    );
  }
  if (state.phase === 'refused' || state.phase === 'noLink') {
    return (
      <Notice title="This link cannot cancel anything" action={profileLink}>
        <span role="alert">
          {state.phase === 'noLink' ? 'The link is incomplete; open it again from the mail.' : state.message}
        </span>
      </Notice>
    );
  }
  return (
    <Notice
      title="Cancel the new withdrawal address?"
      action={
        <Button variant="danger" busy={state.phase === 'cancelling'} onClick={onConfirm} autoFocus>
          Cancel the new address
        </Button>
      }
    >
      <span className={text.muted}>
        A new withdrawal address was saved for your account and takes effect 24 hours after it was saved.
        Cancelling it keeps your withdrawals going to the address saved before. If you did not save it, also
        reset your password with 'Forgot password' on the sign-in page.
      </span>
    </Notice>
  );
}
