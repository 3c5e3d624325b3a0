import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../screens/Layout/useSession';

/** Everything under /user needs the session's status and token (spec document 1 §2); otherwise /login. */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
