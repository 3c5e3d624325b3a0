import { ComingSoon } from '../ComingSoon/ComingSoon';

export function WithdrawScreen() {
  return <ComingSoon screen="Withdraw" />;
}
