import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../screens/shared/useSession';
import { sessionEndedByServer } from './sessionExpiry';

/**
 * Everything under /user needs the session's status and token (spec document 1 §2); otherwise /login, or home
 * when the server has just ended the session (spec document 2 §8).
 */
export function RequireSession() {
  const session = useSession();
  const location = useLocation();
  if (!session && sessionEndedByServer()) return <Navigate to="/" replace />;
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
