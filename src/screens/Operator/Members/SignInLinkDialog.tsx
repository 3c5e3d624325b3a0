import { Button, CopyButton, Dialog, Spinner } from '../../../ui';
import { when } from './memberFormat';
import * as styles from './members.css';

export const LINK_COPIED = 'Sign-in link copied to the clipboard.';

export type SignInLinkState =
  | { kind: 'idle' }
  | { kind: 'creating' }
  | { kind: 'ready'; url: string; expiresAt: string }
  | { kind: 'failed'; message: string };

export type SignInLinkDialogProps = {
  username: string;
  state: SignInLinkState;
  onRetry: () => void;
  onClose: () => void;
};

/**
 * The link the server made to sign in as the member: once, within 5 minutes. It opens as soon as the link is
 * asked for and says what the link does before showing it.
 */
export function SignInLinkDialog({ username, state, onRetry, onClose }: SignInLinkDialogProps) {
  const busy = state.kind === 'creating';
  return (
    <Dialog
      open={state.kind !== 'idle'}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      dismissible={!busy}
      title={`Sign-in link for ${username}`}
      hideClose={busy}
      footer={
        <Button variant="secondary" disabled={busy} onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className={styles.warning}>
        <strong>Anyone who opens this link is signed in as {username}</strong>, able to do everything{' '}
        {username} can. Use it only to see what the member sees, never send it on, and close it when done.
      </p>
      {state.kind === 'creating' && <Spinner label="Creating the sign-in link" />}
      {state.kind === 'failed' && (
        <div className={styles.linkBox}>
          <p role="alert" className={styles.alert}>
            {state.message}
          </p>
          <div>
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        </div>
      )}
      {state.kind === 'ready' && (
        <div className={styles.linkBox}>
          <code dir="ltr" className={styles.linkText}>
            {state.url}
          </code>
          <p className={styles.muted}>
            Works once, until <time dateTime={state.expiresAt}>{when(state.expiresAt)}</time>.
          </p>
          <div>
            <CopyButton
              text={state.url}
              message={LINK_COPIED}
              label="Copy link"
              variant="primary"
              size="md"
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
