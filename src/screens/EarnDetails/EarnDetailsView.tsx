import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, digits, PageHeader, TextField } from '../../ui';
import * as styles from '../shared/Showcase.css';

export const YIELDCANVAS = {
  title: 'YieldCanvas USDT',
  minimum: '100',
  maximum: '2000',
  daily: '1.3%',
  fees: '0%',
  levels: 'Lv 1 to Lv 6',
} as const;

/** The rules as the spec words them; its 100–2000 range and its US$200 minimum disagree, and both are stated. */
export const yieldCanvasRules = [
  'Fund overview: YieldCanvas USDT is a fixed-term USDT product shown here for illustration.',
  'Fixed terms with fixed rates: the daily rate is set when you join and does not change during the term.',
  'Income is counted for a single day at a time, with no compounding.',
  'Principal and income are fully withdrawn at the end of the term.',
  'A minimum investment of US$200 applies, within the range of 100-2000 USDT shown above.',
  'Money in the fund pool cannot be used for reservation or pledge.',
  'Members from VIP1 to VIP6 are eligible.',
] as const;

/** The staking information page (/user/earn-details), static: its Stake link does nothing. */
export function EarnDetailsView() {
  const [amount, setAmount] = useState('');
  return (
    <div className={styles.page}>
      <PageHeader
        title={YIELDCANVAS.title}
        description="Sample product for illustration; nothing is staked from this page."
      />
      <section className={styles.panel} aria-label="Amount">
        <div className={styles.amountRow}>
          <TextField
            fieldClassName={styles.grow}
            label="Amount (USDT)"
            name="amount"
            inputMode="numeric"
            autoComplete="off"
            filter={digits}
            value={amount}
            onValueChange={setAmount}
            hint={`${YIELDCANVAS.minimum}-${YIELDCANVAS.maximum} USDT`}
          />
          <Button variant="secondary" onClick={() => setAmount(YIELDCANVAS.maximum)}>
            MAX
          </Button>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt className={styles.muted}>Range</dt>
            <dd>
              {YIELDCANVAS.minimum}-{YIELDCANVAS.maximum}
            </dd>
          </div>
          <div>
            <dt className={styles.muted}>Daily income</dt>
            <dd>{YIELDCANVAS.daily}</dd>
          </div>
          <div>
            <dt className={styles.muted}>Fees</dt>
            <dd>{YIELDCANVAS.fees}</dd>
          </div>
          <div>
            <dt className={styles.muted}>Level restriction</dt>
            <dd>{YIELDCANVAS.levels}</dd>
          </div>
        </dl>
        {/* biome-ignore lint/a11y/useValidAnchor: the spec's Stake link on this showcase does nothing; a placeholder link (no href) says so to assistive technology */}
        <a className={styles.placeholderLink} aria-disabled="true">
          Stake
        </a>
        <p className={styles.muted}>
          To stake for real, choose a package on <Link to="/user/explore">Explore</Link>, where its terms are
          shown before you confirm.
        </p>
      </section>
      <section className={styles.panel} aria-labelledby="yieldcanvas-rules">
        <h2 id="yieldcanvas-rules" className={styles.itemTitle}>
          Rules
        </h2>
        <ol className={styles.stack}>
          {yieldCanvasRules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
