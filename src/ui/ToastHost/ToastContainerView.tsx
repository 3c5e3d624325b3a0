// The unstyled build plus the stylesheet: the default build injects a <style> tag, which the server's
// Content-Security-Policy (default-src 'self') refuses.
import 'react-toastify/ReactToastify.css';
import { ToastContainer } from 'react-toastify/unstyled';
import './ToastHost.css';
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toastConfig';

export type ToastContainerViewProps = { theme?: 'light' | 'dark' };

export function ToastContainerView({ theme = 'light' }: ToastContainerViewProps) {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_AUTO_CLOSE_MS}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      theme={theme}
    />
  );
}
