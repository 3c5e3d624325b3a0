import type { ReactNode } from 'react';
import type { WithdrawSetting } from '../../api/withdraw';
import { ButtonLink, Callout, Section, authCardText as text } from '../../ui';
import * as styles from './Withdraw.css';

/** Where the Withdraw screen sends a member who has no withdrawal address yet. */
export const WITHDRAW_SETTING_PATH = '/user/profile?tab=withdraw';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className={styles.detailValue}>{children || '—'}</dd>
    </>
  );
}

export function AccountDetails({ setting }: { setting: WithdrawSetting }) {
  return (
    <Section title="Account Details">
      {setting.type === 'bank' ? (
        <dl className={styles.details}>
          <Detail term="Bank Name">{setting.bank_name}</Detail>
          <Detail term="Account Number">{setting.ac_no}</Detail>
          <Detail term="Holder Name">{setting.holder_name}</Detail>
          <Detail term="IFSC">{setting.ifsc}</Detail>
        </dl>
      ) : (
        <dl className={styles.details}>
          <Detail term="Coin">{setting.withdrawal_coin}</Detail>
          <Detail term="Network">{setting.network}</Detail>
          <Detail term="Address">{setting.withdrawal_address}</Detail>
        </dl>
      )}
      <p className={text.muted}>
        Withdrawals are paid only to this {setting.type === 'bank' ? 'account' : 'address'}.
      </p>
    </Section>
  );
}

export function NoAddress() {
  return (
    <Callout
      title="No withdrawal address set"
      action={
        <ButtonLink to={WITHDRAW_SETTING_PATH} variant="primary">
          Set withdrawal address
        </ButtonLink>
      }
    >
      Before you can withdraw, save the address you want to be paid to in your profile (Withdraw Setting).
    </Callout>
  );
}
