import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import { beginSessionEnd } from '../../api/client';
import { isOk } from '../../api/errors';
import { clearSession } from '../../api/session';
import { site } from '../../content/site';
import { resetThemeSettings, saveThemeSettings, useThemeSettings } from '../../theme';
import { notify } from '../../ui';
import { useSession } from '../shared/useSession';
import { AppLayoutView } from './AppLayoutView';
import type { MemberCounts } from './MemberActivity';
import { memberActivity } from './memberActivityCode';
import { LOGOUT_FAILURE, LOGOUT_SUCCESS } from './navigation';

const MemberActivity = memberActivity.Lazy;

const noneUnread: MemberCounts = { tickets: 0, announcements: 0 };

/** The longest the shell's own follow-up work waits for an idle moment before it starts anyway. */
const IDLE_WITHIN_MS = 2000;

/**
 * Draws `children` once the browser has been idle after this mounted (or IDLE_WITHIN_MS passed), so what they
 * start stays out of the tasks that draw the page; only this part draws again when they come.
 */
function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(show, { timeout: IDLE_WITHIN_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(show, 0);
    return () => clearTimeout(id);
  }, []);
  return idle ? children : null;
}

/** The shell around every page except the sign-in flows: header, side menu, footer and bottom bar. */
export function AppLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const [counts, setCounts] = useState(noneUnread);
  const [picture, setPicture] = useState<string | null>(null);
  const themeSettings = useThemeSettings();

  const signOutLocally = () => {
    clearSession();
    setCounts(noneUnread);
    setPicture(null);
    // Signed in, the member's pages loaded the cache; nothing of theirs stays in it.
    void import('../../api/queryClient').then(({ queryClient }) => queryClient.clear());
    navigate('/login', { replace: true });
  };

  const onLogout = async () => {
    if (!session) return;
    setLoggingOut(true);
    // The page's own requests (counts, the live stream, the screen's reads) would meet the revoked token
    // with 401s that read as an expired session: they wait for the outcome and are cancelled if it ends.
    const settle = beginSessionEnd(session.token);
    let ended = false;
    try {
      const result = await logout(session.token);
      if (isOk(result)) {
        ended = true;
        notify.success(LOGOUT_SUCCESS);
      } else {
        notify.error(LOGOUT_FAILURE);
        // A 401 means the token is already dead, so keeping it would leave the member stuck half signed in.
        ended = result.code === 401;
      }
    } catch {
      notify.error(LOGOUT_FAILURE);
    } finally {
      settle(ended);
      if (ended) signOutLocally();
      setLoggingOut(false);
    }
  };

  return (
    <AppLayoutView
      content={site}
      member={session ? { username: session.username, refcode: session.refcode, avatar: picture } : null}
      onLogout={onLogout}
      loggingOut={loggingOut}
      counts={session ? counts : undefined}
      theme={{ settings: themeSettings, onChange: saveThemeSettings, onReset: resetThemeSettings }}
    >
      {session && (
        // The unread counts, the header's picture and the live stream wait for the page to settle: their
        // requests and timers then stay out of the tasks that draw the page, which a phone runs that much sooner.
        <WhenIdle>
          <Suspense fallback={null}>
            <MemberActivity token={session.token} onCounts={setCounts} onPicture={setPicture} />
          </Suspense>
        </WhenIdle>
      )}
      <Outlet />
    </AppLayoutView>
  );
}
