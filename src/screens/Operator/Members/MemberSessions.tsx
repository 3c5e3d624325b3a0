import { useId, useState } from 'react';
import type { MemberFile } from '../../../api/operatorMembers';
import { Button, ConfirmDialog, Table, type TableColumn } from '../../../ui';
import { describeDevice } from '../../shared/logFormat';
import { FileSection } from './MemberOverview';
import { when } from './memberFormat';
import * as styles from './members.css';

type Session = MemberFile['sessions'][number];

export type MemberSessionsProps = {
  username: string;
  sessions: readonly Session[];
  /** The role may end the member's sessions (members.act); without it the list is read only. */
  canAct: boolean;
  /** The session being ended, if any. */
  endingId: number | null;
  endingAll: boolean;
  onEnd: (id: number) => void;
  onEndAll: () => void;
};

type Confirming = { kind: 'one'; session: Session } | { kind: 'all' } | null;

const where = (session: Session) => `${describeDevice(session.device)} at ${session.ip} (${session.country})`;

function columns(
  props: MemberSessionsProps,
  rowId: (session: Session) => string,
  ask: (session: Session) => void,
): TableColumn<Session>[] {
  const read: TableColumn<Session>[] = [
    {
      id: 'device',
      header: 'Device',
      cell: (row) => <span id={rowId(row)}>{describeDevice(row.device)}</span>,
    },
    {
      id: 'ip',
      header: 'IP address',
      cell: (row) => (
        <bdi dir="ltr" className={styles.code}>
          {row.ip}
        </bdi>
      ),
    },
    { id: 'country', header: 'Country', cell: (row) => row.country },
    { id: 'signedIn', header: 'Signed in', cell: (row) => when(row.created_at) },
    { id: 'lastActive', header: 'Last active', cell: (row) => when(row.last_used_at) },
  ];
  if (!props.canAct) return read;
  return [
    ...read,
    {
      id: 'action',
      header: 'Action',
      align: 'end',
      cell: (row) => (
        // The row's device names which session the button ends, without changing the button's name.
        <Button
          variant="secondary"
          size="sm"
          busy={props.endingId === row.id}
          aria-describedby={rowId(row)}
          onClick={() => ask(row)}
        >
          End session
        </Button>
      ),
    },
  ];
}

/** Where the member is signed in; a role with members.act ends one session or all of them. */
export function MemberSessions(props: MemberSessionsProps) {
  const { username, sessions, canAct, endingAll, onEnd, onEndAll } = props;
  const [confirming, setConfirming] = useState<Confirming>(null);
  const idPrefix = useId();
  const rowId = (session: Session) => `${idPrefix}-session-${session.id}`;

  const confirm = () => {
    if (confirming?.kind === 'one') onEnd(confirming.session.id);
    if (confirming?.kind === 'all') onEndAll();
    setConfirming(null);
  };

  return (
    <FileSection id="member-sessions" title="Sessions">
      <Table
        label="Sessions"
        columns={columns(props, rowId, (session) => setConfirming({ kind: 'one', session }))}
        rows={sessions}
        rowKey={(row) => row.id}
        emptyText="Not signed in anywhere"
      />
      {canAct && sessions.length > 0 && (
        <div>
          <Button variant="danger" busy={endingAll} onClick={() => setConfirming({ kind: 'all' })}>
            End all sessions
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="danger"
        title={confirming?.kind === 'all' ? `End all of ${username}'s sessions?` : 'End this session?'}
        message={
          confirming?.kind === 'one'
            ? `${username} is signed out of ${where(confirming.session)} and must sign in again there. Their security log records it.`
            : `${username} is signed out everywhere (${sessions.length} ${sessions.length === 1 ? 'session' : 'sessions'}) and must sign in again. Their security log records it.`
        }
        confirmLabel={confirming?.kind === 'all' ? 'End all sessions' : 'End session'}
        cancelLabel="Cancel"
        onConfirm={confirm}
      />
    </FileSection>
  );
}
