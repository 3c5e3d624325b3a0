import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MemberFile } from '../../../api/operatorMembers';
import { Numeric, Section } from '../../../ui';
import { accountName, usdt, when, yesNo } from './memberFormat';
import { memberPath } from './memberPaths';
import * as styles from './members.css';

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs, read as a description list. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A part of the member's file the table of contents can jump to. */
export function FileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.anchor}>
      <Section title={title}>{children}</Section>
    </div>
  );
}

const memberLink = (username: string | null) =>
  username ? <Link to={memberPath(username)}>{username}</Link> : '—';

const legs = { L: 'Left', R: 'Right' } as const;

function profileFacts(profile: MemberFile['profile']): Fact[] {
  return [
    { label: 'Username', value: profile.username },
    { label: 'Name', value: profile.name || '—' },
    {
      label: 'E-mail',
      value: (
        <bdi dir="ltr" className={styles.code}>
          {profile.email}
        </bdi>
      ),
    },
    { label: 'Phone', value: profile.phone ? <Numeric>{profile.phone}</Numeric> : '—' },
    { label: 'Country', value: profile.country || '—' },
    {
      label: 'UVID',
      value: (
        <bdi dir="ltr" className={styles.code}>
          {profile.uvid}
        </bdi>
      ),
    },
    { label: 'Authentication', value: profile.auth_type },
    { label: 'Two-factor', value: yesNo(profile.two_factor) },
    {
      label: 'E-mail verified',
      value: profile.email_verified_at ? when(profile.email_verified_at) : 'Not verified',
    },
    { label: 'Joined', value: when(profile.joined_at) },
    {
      label: 'Withdrawals held until',
      value: profile.withdraw_hold_until ? when(profile.withdraw_hold_until) : 'Not held',
    },
    {
      label: 'Payout address',
      value: profile.payout_destination ? (
        <bdi dir="ltr" className={styles.code}>
          {profile.payout_destination}
        </bdi>
      ) : (
        'Not saved'
      ),
    },
    {
      label: 'New payout address waiting',
      value: profile.payout_address_waiting ? (
        <>
          <bdi dir="ltr" className={styles.code}>
            {`${profile.payout_address_waiting.withdrawal_address} (USDT ${profile.payout_address_waiting.network})`}
          </bdi>{' '}
          from {when(profile.payout_address_waiting.effective_at)}
        </>
      ) : (
        'None'
      ),
    },
    {
      label: 'Security PIN locked until',
      value: profile.pin_locked_until ? when(profile.pin_locked_until) : 'Not locked',
    },
  ];
}

const wallets = ['pay_in', 'pay_out', 'reserve'] as const;
const holds = [
  ['hold_withdrawal', 'pending_withdrawal'],
  ['hold_staked', 'staked'],
  ['hold_reserved', 'reserved'],
] as const;

/** Who the member is, where they sit in the tree, and what the ledger says they hold. */
export function MemberOverview({ file, guards }: { file: MemberFile; guards?: ReactNode }) {
  const { balances } = file;
  return (
    <>
      <FileSection id="member-profile" title="Profile">
        <Facts facts={profileFacts(file.profile)} />
      </FileSection>
      {guards}
      <FileSection id="member-placement" title="Placement">
        <Facts
          facts={[
            { label: 'Sponsor', value: memberLink(file.sponsor) },
            { label: 'Parent', value: memberLink(file.placement.parent) },
            { label: 'Leg', value: file.placement.position ? legs[file.placement.position] : '—' },
          ]}
        />
      </FileSection>
      <FileSection id="member-balances" title="Balances">
        <div className={styles.balanceGroups}>
          <h3 className={styles.subheading}>Wallets</h3>
          <Facts
            facts={wallets.map((wallet) => ({
              label: accountName(wallet),
              value: <Numeric>{usdt(balances[wallet])}</Numeric>,
            }))}
          />
          <h3 className={styles.subheading}>Holds</h3>
          <Facts
            facts={holds.map(([account, field]) => ({
              label: accountName(account),
              value: <Numeric>{usdt(balances[field])}</Numeric>,
            }))}
          />
        </div>
      </FileSection>
    </>
  );
}
