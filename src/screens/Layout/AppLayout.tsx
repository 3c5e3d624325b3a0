import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { announcementsQuery } from '../../api/announcements';
import { logout } from '../../api/auth';
import { isOk } from '../../api/errors';
import { clearSession } from '../../api/session';
import { ticketsQuery } from '../../api/support';
import { site } from '../../content/site';
import { resetThemeSettings, saveThemeSettings, useThemeSettings } from '../../theme';
import { notify } from '../../ui';
import { AppLayoutView } from './AppLayoutView';
import { LOGOUT_FAILURE, LOGOUT_SUCCESS } from './navigation';
import { useLiveEvents } from './useLiveEvents';
import { useSession } from './useSession';

/** The shell around every page except the sign-in flows: header, side menu, footer and bottom bar. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loggingOut, setLoggingOut] = useState(false);
  const themeSettings = useThemeSettings();
  const signedIn = session !== null;
  // One live connection for the signed-in app keeps these counts and the open screens current.
  useLiveEvents(session?.token ?? null);
  const tickets = useQuery({ ...ticketsQuery(), enabled: signedIn });
  const announcements = useQuery({ ...announcementsQuery(), enabled: signedIn });

  const signOutLocally = () => {
    clearSession();
    queryClient.clear();
    navigate('/login', { replace: true });
  };

  const onLogout = async () => {
    setLoggingOut(true);
    try {
      const result = await logout();
      if (isOk(result)) {
        notify.success(LOGOUT_SUCCESS);
        signOutLocally();
      } else {
        notify.error(LOGOUT_FAILURE);
        // A 401 means the token is already dead, so keeping it would leave the member stuck half signed in.
        if (result.code === 401) signOutLocally();
      }
    } catch {
      notify.error(LOGOUT_FAILURE);
    } finally {
      setLoggingOut(false);
    }
  };

  return (
    <AppLayoutView
      content={site}
      member={session ? { username: session.username, refcode: session.refcode } : null}
      onLogout={onLogout}
      loggingOut={loggingOut}
      counts={
        signedIn
          ? {
              tickets: tickets.data?.more_details.unread ?? 0,
              announcements: announcements.data?.more_details.unread ?? 0,
            }
          : undefined
      }
      theme={{ settings: themeSettings, onChange: saveThemeSettings, onReset: resetThemeSettings }}
    >
      <Outlet />
    </AppLayoutView>
  );
}
