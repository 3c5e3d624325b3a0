import { Link } from 'react-router-dom';
import { Section } from '../../ui';
import * as styles from './Reserves.css';

/** In plain words, what a snapshot shows and where it stops; the same for every snapshot, so it is static. */
export function WhatItProves() {
  return (
    <Section title="What this proves, and what it does not">
      <p className={styles.muted}>
        A snapshot is a picture of one moment, taken by the platform itself. It is not an audit: no
        independent accountant has examined the platform's books.
      </p>
      <h3 className={styles.cardHeading}>What it shows</h3>
      <ul className={styles.limits}>
        <li>
          Every member's balance at that moment is counted in the published total, and none is below zero:
          each member can check their own place in it.
        </li>
        <li>
          The listed addresses held the stated sums of USDT on their chains at the stated blocks, which anyone
          can read on the chains themselves.
        </li>
      </ul>
      <h3 className={styles.cardHeading}>What it does not show</h3>
      <ul className={styles.limits}>
        <li>That the platform has no other debts: only what it owes members is counted.</li>
        <li>
          That the holdings were the platform's own: funds borrowed for the moment of the snapshot would look
          the same.
        </li>
        <li>Anything about the time between snapshots.</li>
      </ul>
      <p className={styles.muted}>
        In 2023 the PCAOB, the United States regulator of company audits, cautioned investors that
        proof-of-reserves reports are not audits and give limited assurance, for reasons like these.
      </p>
      <h3 className={styles.cardHeading}>Check your own balance</h3>
      <p className={styles.muted}>
        Signed in, open <Link to="/user/account">Account</Link> and choose <strong>Verify my balance</strong>:
        your browser recomputes the path from your balance to the published root. To check it without Tessera,
        download the proof there and run, in a copy of Tessera's source code:
      </p>
      <code className={styles.command} dir="ltr">
        npm run verify-reserves -- proof.json
      </code>
    </Section>
  );
}
