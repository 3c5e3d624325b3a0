import { Callout } from '../../ui';
import { formatHoldTime } from './withdrawFormat';

/** Why the form is closed and until when, before the member starts filling it. */
export function WithdrawHold({ until }: { until: string }) {
  return (
    <Callout title={`Withdrawals reopen at ${formatHoldTime(until)}`}>
      For your safety, withdrawals pause for 24 hours after your password, Security Pin or 2FA is changed,
      after a sign-in with a recovery code, or after a withdrawal address is saved or chosen. The form opens
      again at that time (your local time).
    </Callout>
  );
}
