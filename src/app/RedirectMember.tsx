import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSession } from '../screens/shared/useSession';

/** Where a signed-in member lands: Explore, the landing page after sign-in (spec document 1 §2). */
export const MEMBER_LANDING = '/user/explore';

/**
 * Sign-in and sign-up are for visitors: a signed-in member who opens either is sent to their area instead of
 * a form that would start a second session. An operator's sign-in-as link (?user=&auth=) still opens, since
 * it signs this tab in as the member it names.
 */
export function RedirectMember() {
  const session = useSession();
  const [params] = useSearchParams();
  const signInAs = params.has('user') && params.has('auth');
  if (session && !signInAs) return <Navigate to={MEMBER_LANDING} replace />;
  return <Outlet />;
}
