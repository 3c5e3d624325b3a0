// The unstyled build plus the stylesheet: the default build injects a <style> tag, which the server's
// Content-Security-Policy (default-src 'self') refuses.
import 'react-toastify/ReactToastify.css';
import { ToastContainer, toast } from 'react-toastify/unstyled';
import './ToastHost.css';

/** Spec document 1 §8 and §9: bottom-center, 5000 ms, one toast at a time. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_LIMIT = 1;

export type ToastHostProps = { theme?: 'light' | 'dark' };

export function ToastHost({ theme = 'light' }: ToastHostProps) {
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

/**
 * The one toast API for the app. Always import it from here: the unstyled build keeps its own queue, so a
 * toast raised through the plain 'react-toastify' entry would never reach this host.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  info: (message: string) => toast.info(message),
  dismiss: () => toast.dismiss(),
};

export { toast };
