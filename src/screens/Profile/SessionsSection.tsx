import { useState } from 'react';
import type { MemberSession } from '../../api/profile';
import { Button, ConfirmDialog, RetryAlert, Section, Table, type TableColumn } from '../../ui';
import { describeDevice, formatLogDate } from '../shared/logFormat';
import { DeviceName } from './DeviceName';
import * as styles from './Profile.css';

export interface SessionsSectionProps {
  /** Null until the list has answered. */
  sessions: readonly MemberSession[] | null;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** The session being signed out, if any. */
  revokingId: number | null;
  revokingOthers: boolean;
  onRevoke: (id: number) => void;
  onRevokeOthers: () => void;
}

type Confirming = { kind: 'one'; session: MemberSession } | { kind: 'others' } | null;

function columns(
  revokingId: number | null,
  ask: (session: MemberSession) => void,
): TableColumn<MemberSession>[] {
  return [
    { id: 'device', header: 'Device', cell: (row) => <DeviceName agent={row.device} /> },
    { id: 'ip', header: 'IP Address', cell: (row) => row.ip },
    { id: 'country', header: 'Country', cell: (row) => row.country },
    {
      id: 'signedIn',
      header: 'Signed in',
      cell: (row) => <span className={styles.nowrap}>{formatLogDate(row.created_at)}</span>,
    },
    {
      id: 'lastActive',
      header: 'Last active',
      cell: (row) => (
        <span className={styles.nowrap}>{row.last_used_at ? formatLogDate(row.last_used_at) : '—'}</span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      align: 'end',
      cell: (row) =>
        row.current ? (
          <span className={styles.badge}>This device</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            busy={revokingId === row.id}
            aria-label={`Sign out ${describeDevice(row.device)}, ${row.ip}`}
            onClick={() => ask(row)}
          >
            Sign out
          </Button>
        ),
    },
  ];
}

/** Where the member is signed in, with a way to end any other session, or all of them at once. */
export function SessionsSection({
  sessions,
  loading,
  error,
  onRetry,
  revokingId,
  revokingOthers,
  onRevoke,
  onRevokeOthers,
}: SessionsSectionProps) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const others = (sessions ?? []).filter((session) => !session.current).length;

  const confirm = () => {
    if (confirming?.kind === 'one') onRevoke(confirming.session.id);
    if (confirming?.kind === 'others') onRevokeOthers();
    setConfirming(null);
  };

  return (
    <Section title="Active sessions" note="Every browser or device signed in to your account.">
      {error && !sessions ? (
        <RetryAlert message={error} onRetry={onRetry} />
      ) : (
        <Table
          label="Active sessions"
          columns={columns(revokingId, (session) => setConfirming({ kind: 'one', session }))}
          rows={sessions ?? []}
          rowKey={(row) => row.id}
          loading={loading && !sessions}
          emptyText="No Data For Action"
        />
      )}
      {sessions && (
        <div>
          {others > 0 ? (
            <Button variant="danger" busy={revokingOthers} onClick={() => setConfirming({ kind: 'others' })}>
              Sign out all other sessions
            </Button>
          ) : (
            <p className={styles.note}>No other session is signed in.</p>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        tone="danger"
        title={confirming?.kind === 'others' ? 'Sign out all other sessions?' : 'Sign out this session?'}
        message={
          confirming?.kind === 'one'
            ? `${describeDevice(confirming.session.device)} at ${confirming.session.ip} (${confirming.session.country}) will have to sign in again.`
            : `Every other browser or device (${others}) will have to sign in again. This one stays signed in.`
        }
        confirmLabel="Sign out"
        cancelLabel="Cancel"
        onConfirm={confirm}
      />
    </Section>
  );
}
