import { Button, Notice } from '../../ui';
import { LIST_FAILED } from './loadFailure';

export interface LoadFailedNoticeProps {
  /** What went wrong, under the spec's heading; omitted when nothing more is known. */
  detail: string | null;
  onRetry: () => void;
}

/** A money screen's details could not be loaded: the spec's text and a way to ask again. */
export function LoadFailedNotice({ detail, onRetry }: LoadFailedNoticeProps) {
  return (
    <Notice
      variant="panel"
      level={2}
      title={LIST_FAILED}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {detail ?? undefined}
    </Notice>
  );
}
