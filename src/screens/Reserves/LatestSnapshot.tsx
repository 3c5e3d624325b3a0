import { useId } from 'react';
import {
  type ReserveChainHolding,
  type ReserveSnapshot,
  reserveAddressesUrl,
} from '../../api/proofOfReserves';
import { FigureList, FigureRow, Numeric, Section, Table } from '../../ui';
import { snapshotTime } from '../shared/reserveFormat';
import * as styles from './Reserves.css';

const takenBy = { schedule: 'The daily schedule', operator: 'An operator, approved by a second' } as const;

/** The newest published snapshot: its totals, its root, the ratio in words, and what each chain held. */
export function LatestSnapshot({ snapshot }: { snapshot: ReserveSnapshot }) {
  return (
    <>
      <Section title="Latest snapshot">
        <FigureList wrap>
          <FigureRow label="Taken">
            <Numeric>{snapshotTime(snapshot.taken_at)}</Numeric>
          </FigureRow>
          <FigureRow label="Taken by">{takenBy[snapshot.trigger]}</FigureRow>
          <FigureRow label="Members counted">{String(snapshot.members)}</FigureRow>
          <FigureRow label="Owed to members">
            <Numeric>{`${snapshot.liabilities} USDT`}</Numeric>
          </FigureRow>
          <FigureRow label="Held on the chains">
            <Numeric>{`${snapshot.holdings} USDT`}</Numeric>
          </FigureRow>
          <FigureRow label="Holdings ÷ liabilities">
            {snapshot.ratio_percent === null ? (
              'Nothing was owed'
            ) : (
              <Numeric>{`${snapshot.ratio_percent}%`}</Numeric>
            )}
          </FigureRow>
          <FigureRow label="Last ledger transfer included">
            <Numeric>{`#${snapshot.ledger_point}`}</Numeric>
          </FigureRow>
          <FigureRow label="Root hash" mono>
            {snapshot.root_hash}
          </FigureRow>
        </FigureList>
        <p className={styles.ratio}>
          {snapshot.ratio_percent === null
            ? 'Nothing was owed to members at that moment, so there is no ratio to give.'
            : `For every 100 USDT members are owed, the platform held ${snapshot.ratio_percent} USDT on the chains at that moment.`}
        </p>
      </Section>
      <Section title="Holdings per chain" note="Every balance on a chain was read at the block shown.">
        <div className={styles.chains}>
          {snapshot.chains.map((chain) => (
            <ChainCard key={chain.network} chain={chain} />
          ))}
        </div>
        <p className={styles.muted}>
          <a href={reserveAddressesUrl(snapshot.id)} download>
            Download every address read, with its balance and block (CSV)
          </a>
          : each balance can be checked on its chain, at its block.
        </p>
      </Section>
    </>
  );
}

function ChainCard({ chain }: { chain: ReserveChainHolding }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardHeading}>
        {chain.method}
      </h3>
      <FigureList wrap>
        <FigureRow label="Token contract" mono>
          {chain.token}
        </FigureRow>
        <FigureRow label="Block">{chain.block}</FigureRow>
        <FigureRow label="Members' deposit addresses">
          {chain.deposit_addresses.count} holding <Numeric>{`${chain.deposit_addresses.total} USDT`}</Numeric>
        </FigureRow>
        <FigureRow label="Total on this chain">
          <Numeric>{`${chain.total} USDT`}</Numeric>
        </FigureRow>
      </FigureList>
      <Table
        label={`Treasury addresses on ${chain.method}`}
        rows={chain.treasury}
        rowKey={(row) => row.address}
        emptyText="No treasury address on this chain"
        columns={[
          {
            id: 'address',
            header: 'Treasury address',
            cell: (row) => (
              <span className={styles.mono} dir="ltr">
                {row.address}
              </span>
            ),
          },
          { id: 'balance', header: 'Balance (USDT)', align: 'end', cell: (row) => row.balance },
          {
            id: 'proven',
            header: 'Control proven',
            cell: (row) =>
              row.proven ? (
                <span className={styles.proven}>Yes, by a signed message</span>
              ) : (
                <span className={styles.unproven}>Not proven</span>
              ),
          },
        ]}
      />
      <SignedMessages chain={chain} />
    </section>
  );
}

/**
 * What proves control of each proven address: the message and its signature, which anyone can check with any
 * wallet tool by recovering the signer, without asking Tessera.
 */
function SignedMessages({ chain }: { chain: ReserveChainHolding }) {
  const signed = chain.treasury.flatMap((row) =>
    row.ownership ? [{ ...row.ownership, address: row.address }] : [],
  );
  if (signed.length === 0) return null;
  return (
    <div className={styles.signedMessages}>
      <h4 className={styles.signedHeading}>Signed messages</h4>
      <p className={styles.muted}>
        {chain.network === 'TRC20'
          ? "Each was signed with the address's key as TRON wallets sign a message (signMessageV2): recovering the signer from the message and the signature gives the address."
          : "Each was signed with the address's key as BSC wallets sign a message (EIP-191, personal_sign): recovering the signer from the message and the signature gives the address."}
      </p>
      <ul className={styles.signedList} aria-label={`Signed messages on ${chain.method}`}>
        {signed.map((proof) => (
          <li key={proof.address}>
            <FigureList wrap>
              <FigureRow label="Address" mono>
                {proof.address}
              </FigureRow>
              <FigureRow label="Message">{proof.message}</FigureRow>
              <FigureRow label="Signature" mono>
                {proof.signature}
              </FigureRow>
              <FigureRow label="Checked">
                <Numeric>{snapshotTime(proof.proven_at)}</Numeric>
              </FigureRow>
            </FigureList>
          </li>
        ))}
      </ul>
    </div>
  );
}
