import { ComingSoon } from '../ComingSoon/ComingSoon';

export function TransferScreen() {
  return <ComingSoon screen="Transfer" />;
}
