import type { Key } from 'react';
import { Link } from 'react-router-dom';
import type { MemberFile } from '../../../api/operatorMembers';
import {
  Button,
  ChevronStartIcon,
  Notice,
  PageHeader,
  RetryAlert,
  Spinner,
  Table,
  type TableColumn,
} from '../../../ui';
import { MemberEarnings, type MemberEarningsProps } from './MemberEarnings';
import { MemberGuards, type MemberGuardsProps } from './MemberGuards';
import { FileSection, MemberOverview } from './MemberOverview';
import { MemberSessions, type MemberSessionsProps } from './MemberSessions';
import {
  ledgerColumns,
  reservationColumns,
  securityLogColumns,
  stakeColumns,
  ticketColumns,
  withdrawalColumns,
} from './memberColumns';
import { searchPath } from './memberPaths';
import * as styles from './members.css';
import { SignInLinkDialog, type SignInLinkState } from './SignInLinkDialog';

export type MemberFileViewProps = {
  username: string;
  /** The search the operator came from, for the way back; '' when they came otherwise. */
  fromSearch: string;
  /** null until it has loaded. */
  file: MemberFile | null;
  loading: boolean;
  /** Why the file could not be loaded; `notFound` when no member has this username. */
  error: { message: string; notFound: boolean } | null;
  onRetry: () => void;
  /** members.act: end sessions and make a sign-in link. */
  canAct: boolean;
  /** tickets.read: each ticket links to its page. */
  canReadTickets: boolean;
  sessions: Pick<MemberSessionsProps, 'endingId' | 'endingAll' | 'onEnd' | 'onEndAll'>;
  earnings: MemberEarningsProps;
  signInLink: SignInLinkState;
  onSignInLink: () => void;
  onSignInLinkClose: () => void;
  /** The withdrawal freeze and the guards the role may ask for. */
  guards: Omit<MemberGuardsProps, 'profile'>;
};

const contents = [
  ['member-profile', 'Profile'],
  ['member-guards', 'Withdrawals and security'],
  ['member-placement', 'Placement'],
  ['member-balances', 'Balances'],
  ['member-ledger', 'Ledger lines'],
  ['member-stakes', 'Stakes'],
  ['member-reservations', 'Reservations'],
  ['member-withdrawals', 'Withdrawals'],
  ['member-tickets', 'Tickets'],
  ['member-sessions', 'Sessions'],
  ['member-security-log', 'Security log'],
  ['member-earnings', 'Earnings trace'],
] as const;

function TableOfContents() {
  return (
    <nav aria-label="Parts of the member's file">
      <ul className={styles.jumpList}>
        {contents.map(([id, label]) => (
          <li key={id}>
            <a className={styles.jumpLink} href={`#${id}`}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type RecordsProps<Row> = {
  id: string;
  title: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  emptyText: string;
};

function Records<Row>({ id, title, columns, rows, rowKey, emptyText }: RecordsProps<Row>) {
  return (
    <FileSection id={id} title={title}>
      <Table label={title} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} />
    </FileSection>
  );
}

const byId = (row: { id: number }) => row.id;

/** A member's whole file, each part from the same answer, the earnings trace paged on its own. */
function FileBody(props: MemberFileViewProps & { file: MemberFile }) {
  const { file, username } = props;
  return (
    <>
      <TableOfContents />
      <MemberOverview file={file} guards={<MemberGuards profile={file.profile} {...props.guards} />} />
      <Records
        id="member-ledger"
        title="Ledger lines"
        columns={ledgerColumns}
        rows={file.ledger}
        rowKey={(line) => line.entry_id}
        emptyText="No ledger lines yet"
      />
      <Records
        id="member-stakes"
        title="Stakes"
        columns={stakeColumns}
        rows={file.stakes}
        rowKey={byId}
        emptyText="No stakes"
      />
      <Records
        id="member-reservations"
        title="Reservations"
        columns={reservationColumns}
        rows={file.reservations}
        rowKey={byId}
        emptyText="No reservations"
      />
      <Records
        id="member-withdrawals"
        title="Withdrawals"
        columns={withdrawalColumns}
        rows={file.withdrawals}
        rowKey={byId}
        emptyText="No withdrawals"
      />
      <Records
        id="member-tickets"
        title="Tickets"
        columns={ticketColumns(props.canReadTickets)}
        rows={file.tickets}
        rowKey={byId}
        emptyText="No tickets"
      />
      <MemberSessions
        username={username}
        sessions={file.sessions}
        canAct={props.canAct}
        {...props.sessions}
      />
      <Records
        id="member-security-log"
        title="Security log"
        columns={securityLogColumns}
        rows={file.security_log}
        rowKey={byId}
        emptyText="Nothing logged yet"
      />
      <MemberEarnings {...props.earnings} />
    </>
  );
}

/** /operator/members/:username: everything about one member, and for members.act a way to act on it. */
export function MemberFileView(props: MemberFileViewProps) {
  const { username, file, loading, error } = props;
  const back = (
    <Link className={styles.backLink} to={searchPath(props.fromSearch)}>
      <ChevronStartIcon size={16} className={styles.mirror} />
      {props.fromSearch ? 'Back to the search results' : 'Search members'}
    </Link>
  );
  return (
    <div className={styles.page}>
      {back}
      <PageHeader
        title={username}
        description={file ? `${file.profile.name} · UVID ${file.profile.uvid}` : undefined}
        actions={
          props.canAct && file ? (
            <Button variant="secondary" onClick={props.onSignInLink}>
              Sign-in link
            </Button>
          ) : undefined
        }
      />
      {file ? (
        <FileBody {...props} file={file} />
      ) : error?.notFound ? (
        <Notice variant="panel" level={2} title={`No member is called ${username}`}>
          Check the spelling, or search by name, e-mail or UVID.
        </Notice>
      ) : error ? (
        <RetryAlert message={error.message} onRetry={props.onRetry} />
      ) : (
        loading && <Spinner size="lg" label={`Loading ${username}'s file`} />
      )}
      <SignInLinkDialog
        username={username}
        state={props.signInLink}
        onRetry={props.onSignInLink}
        onClose={props.onSignInLinkClose}
      />
    </div>
  );
}
