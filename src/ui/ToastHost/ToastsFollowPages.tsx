import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { dismissToastsOfLeftPage } from './ToastHost';

/**
 * Toasts belong to the page they were raised on: when the member moves to another page, the old ones go
 * ('Invalid Security Pin, 4 tries left' has nothing to say on Wallet). Place it once inside the router.
 */
export function ToastsFollowPages() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (pathname === shown.current) return;
    shown.current = pathname;
    void dismissToastsOfLeftPage();
  }, [pathname]);
  return null;
}
