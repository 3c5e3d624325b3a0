import type { SummaryCard } from '../../api/contract';
import type { TransferListResponse } from '../../api/wallet';
import type { TransferForm } from '../../machines/transfer/transferMachine';
import type { FieldErrors, WalletBalances } from '../../machines/verification/moneyRules';
import { Button, PageHeader, Skeleton, SummaryRow } from '../../ui';
import {
  type MoneyVerification,
  MoneyVerificationDialog,
  type MoneyVerificationHandlers,
} from '../shared/MoneyVerification/MoneyVerificationDialog';
import * as styles from './Transfer.css';
import { TransferFormDialog } from './TransferFormDialog';
import { TransferHistory } from './TransferHistory';

export interface TransferViewProps extends MoneyVerificationHandlers {
  /** Balance and total cards from GET transfer; undefined while they load. */
  cards: readonly SummaryCard[] | undefined;
  balances: WalletBalances | undefined;
  formOpen: boolean;
  form: TransferForm;
  fieldErrors: FieldErrors<TransferForm>;
  formError: string | null;
  verification: MoneyVerification | null;
  history: TransferListResponse['data'] | null;
  historyLoading: boolean;
  onOpen: () => void;
  onClose: () => void;
  onChange: (field: keyof TransferForm, value: string) => void;
  onNext: () => void;
  onPageChange: (page: number) => void;
}

export function TransferView({
  cards,
  balances,
  formOpen,
  form,
  fieldErrors,
  formError,
  verification,
  history,
  historyLoading,
  onOpen,
  onClose,
  onChange,
  onNext,
  onPageChange,
  ...verificationHandlers
}: TransferViewProps) {
  return (
    <div className={styles.page}>
      <PageHeader
        title="Transfer"
        description="Move funds between your own wallets."
        actions={<Button onClick={onOpen}>Click for transfer</Button>}
      />
      {cards ? (
        <SummaryRow
          label="Transfer summary"
          items={cards.map((card) => ({ title: card.title, amount: card.value }))}
        />
      ) : (
        <Skeleton height="4.5rem" />
      )}
      <TransferHistory page={history} loading={historyLoading} onPageChange={onPageChange} />
      <TransferFormDialog
        open={formOpen}
        form={form}
        fieldErrors={fieldErrors}
        error={formError}
        balances={balances}
        onChange={onChange}
        onNext={onNext}
        onClose={onClose}
      />
      <MoneyVerificationDialog verification={verification} {...verificationHandlers} />
    </div>
  );
}
