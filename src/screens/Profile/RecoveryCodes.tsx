import { useState } from 'react';
import { RECOVERY_CODE_COUNT } from '../../api/constants';
import { formActions } from '../../theme';
import { Button, Checkbox, CopyButton, Section, authCardText as text } from '../../ui';
import * as styles from './Security.css';

export const CODES_COPIED = 'Recovery codes copy to clipboard successfully.';
/** Few enough left that the member should renew them before they run out. */
const FEW_LEFT = 3;

export interface RecoveryCodesShownProps {
  codes: readonly string[];
  onDownload: () => void;
  onSaved: () => void;
}

/** New recovery codes, shown this once: the member copies or downloads them, then says they are kept. */
export function RecoveryCodesShown({ codes, onDownload, onSaved }: RecoveryCodesShownProps) {
  const [kept, setKept] = useState(false);
  return (
    <Section
      title="Save your recovery codes"
      note="Each code signs you in once if you lose your phone, and can turn 2FA off. They are shown only now: keep them somewhere safe, away from your phone."
    >
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <span className={styles.code}>{code}</span>
          </li>
        ))}
      </ol>
      <div className={formActions}>
        <CopyButton text={codes.join('\n')} message={CODES_COPIED} label="Copy codes" />
        <Button variant="secondary" size="sm" onClick={onDownload}>
          Download .txt
        </Button>
      </div>
      <Checkbox checked={kept} onCheckedChange={setKept}>
        I have saved these recovery codes
      </Checkbox>
      <div className={formActions}>
        <Button onClick={onSaved} disabled={!kept}>
          Done
        </Button>
      </div>
    </Section>
  );
}

export interface RecoveryCodesLeftProps {
  left: number;
  renewing: boolean;
  onRenew: () => void;
}

/** How many recovery codes are left while 2FA is on, and a way to replace them all. */
export function RecoveryCodesLeft({ left, renewing, onRenew }: RecoveryCodesLeftProps) {
  return (
    <Section title="Recovery codes">
      <p>
        {left} of {RECOVERY_CODE_COUNT} recovery codes left.
      </p>
      {left <= FEW_LEFT && (
        <p className={text.critical}>Renew your codes before they run out: each one works only once.</p>
      )}
      <p className={text.muted}>New codes replace every code you have now.</p>
      <div>
        <Button variant="secondary" busy={renewing} onClick={onRenew}>
          Renew recovery codes
        </Button>
      </div>
    </Section>
  );
}
