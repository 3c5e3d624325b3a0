import { ComingSoon } from '../ComingSoon/ComingSoon';

export function ProfileScreen() {
  return <ComingSoon screen="Profile" />;
}
