import { Button, ConfirmDialog, Dialog, formatUsdt, roundDecimal, Spinner } from '../../ui';
import * as styles from './Reserve.css';

export const confirmReserveText = (amount: string) =>
  `Are you sure you want to Reserve ${roundDecimal(amount, 2) ?? '0.00'} USDT? Once confirmed, the transaction will be processed and cannot be undone`;

export type ReserveDialogsProps = {
  confirm: { open: boolean; amount: string; busy: boolean; error: string | null };
  onConfirmClose: () => void;
  onConfirm: () => void;
  trading: boolean;
  /** The trade return to congratulate on; null when no result is shown. */
  tradeResult: string | null;
  onResultClose: () => void;
  /** The profit of a claim just paid; null when none is shown. */
  claimPaid: string | null;
  onClaimClose: () => void;
};

export function ReserveDialogs({
  confirm,
  onConfirmClose,
  onConfirm,
  trading,
  tradeResult,
  onResultClose,
  claimPaid,
  onClaimClose,
}: ReserveDialogsProps) {
  return (
    <>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => {
          if (!open) onConfirmClose();
        }}
        title="Confirm Reserve"
        message={confirmReserveText(confirm.amount)}
        onConfirm={onConfirm}
        busy={confirm.busy}
      >
        {confirm.error && (
          <p className={styles.unverified} role="alert">
            {confirm.error}
          </p>
        )}
      </ConfirmDialog>
      <Dialog
        open={trading}
        title="Please wait, trade in process..."
        hideClose
        dismissible={false}
        className={styles.progress}
      >
        <div className={styles.progressBody}>
          <Spinner size="lg" label="Trading" />
        </div>
      </Dialog>
      <Dialog
        open={tradeResult !== null}
        onOpenChange={(open) => {
          if (!open) onResultClose();
        }}
        title="Congratulations!"
        description="Your Trade Return"
        footer={<Button onClick={onResultClose}>Close</Button>}
        hideClose
      >
        <p className={styles.bigAmount}>{formatUsdt(tradeResult ?? '0')}</p>
      </Dialog>
      <Dialog
        open={claimPaid !== null}
        onOpenChange={(open) => {
          if (!open) onClaimClose();
        }}
        title="Claim paid"
        description="Your profit from this collection"
        footer={<Button onClick={onClaimClose}>Close</Button>}
        hideClose
      >
        <p className={styles.bigAmount}>{formatUsdt(claimPaid ?? '0', 4)}</p>
      </Dialog>
    </>
  );
}
