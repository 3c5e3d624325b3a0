import { ComingSoon } from '../ComingSoon/ComingSoon';

export function DepositScreen() {
  return <ComingSoon screen="Deposit" />;
}
