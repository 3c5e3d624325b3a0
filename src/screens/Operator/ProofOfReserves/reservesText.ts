import type { OperatorReserveSnapshot } from '../../../api/operatorReserves';

/** The public page members and visitors read the published snapshots on. */
export const PUBLIC_RESERVES_PATH = '/reserves';

/** The approvals narrowed to snapshots: an operator's snapshot waits there for a second operator. */
export const SNAPSHOT_REQUESTS_PATH = '/operator/money/approvals?kind=reserve_snapshot';

export const LIST_FAILED = 'The snapshots could not be loaded.';
export const TAKE_FAILED = 'The snapshot could not be taken. Please try again.';

/** Who took it: the operator, or the daily schedule (which has no operator). */
export const takenBy = (snapshot: Pick<OperatorReserveSnapshot, 'trigger' | 'taken_by'>) =>
  snapshot.trigger === 'schedule' || snapshot.taken_by === null ? 'Daily schedule' : snapshot.taken_by;

/** Holdings against liabilities; the server sends no ratio when nothing was owed. */
export const ratioText = (ratio: string | null) => (ratio === null ? 'Nothing owed' : `${ratio}%`);

/** Below 100%: the chains held less than members were owed. */
export const isShort = (ratio: string | null) => ratio !== null && Number.parseFloat(ratio) < 100;

/** A snapshot just taken, and the request that publishes it. */
export type TakenSnapshot = { snapshotId: number; approvalId: number };

export const takenMessage = ({ snapshotId, approvalId }: TakenSnapshot) =>
  `Snapshot #${snapshotId} is taken. It is published on ${PUBLIC_RESERVES_PATH} once a second operator approves request #${approvalId}.`;
