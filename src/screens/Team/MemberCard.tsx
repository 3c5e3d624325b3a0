import type { DirectTeamMember } from '../../api/team';
import { CopyButton, copyMessages, formatUsdt } from '../../ui';
import * as styles from './Team.css';

/** The hover card of a member in the tree (spec document 2 §2, 'Total Bussiness' spelt as the spec has it). */
export function MemberCard({ member }: { member: DirectTeamMember }) {
  const rows: { term: string; value: string; amount?: boolean }[] = [
    { term: 'Total Subscription', value: formatUsdt(member.total_subscription), amount: true },
    { term: 'Total Bussiness', value: formatUsdt(member.team_business), amount: true },
    { term: 'Total Team', value: String(member.total_team) },
    { term: 'Paid Team', value: String(member.paid_team) },
    { term: 'Sponsor', value: member.sponsor ?? '-' },
  ];
  return (
    <>
      <div className={styles.cardUser}>
        <div>
          <div className={styles.cardTerm}>Username</div>
          <strong>{member.username}</strong>
        </div>
        <CopyButton
          text={member.username}
          message={copyMessages.username}
          label="Copy"
          aria-label="Copy username"
        />
      </div>
      <dl className={styles.cardList}>
        {rows.map(({ term, value, amount }) => (
          <div key={term} className={styles.cardRow}>
            <dt className={styles.cardTerm}>{term}</dt>
            <dd className={amount ? `${styles.cardValue} ${styles.nowrap}` : styles.cardValue}>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
