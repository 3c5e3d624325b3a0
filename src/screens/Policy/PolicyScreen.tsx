import { privacyPolicy, termsOfService } from '../../content/policies';
import { PolicyView } from './PolicyView';

export function TermsScreen() {
  return <PolicyView policy={termsOfService} />;
}

export function PrivacyScreen() {
  return <PolicyView policy={privacyPolicy} />;
}
