import { ComingSoon } from '../ComingSoon/ComingSoon';

export function TransactionsScreen() {
  return <ComingSoon screen="Transactions" />;
}
