// The unstyled build plus the stylesheet: the default build injects a <style> tag, which the server's
// Content-Security-Policy (default-src 'self') refuses.
import 'react-toastify/ReactToastify.css';
import { cssTransition, ToastContainer } from 'react-toastify/unstyled';
import { toastEnter, toastExit } from './ToastHost.css';
import { TOAST_LIMIT, TOAST_WAIT_MS } from './toastConfig';

// With one toast at a time there is nothing below to close the gap over, so no collapse after the exit.
const Rise = cssTransition({ enter: toastEnter, exit: toastExit, collapse: false });

export type ToastContainerViewProps = {
  /** The colour mode the toasts are drawn in, following the page's. */
  theme?: 'light' | 'dark';
};

/** The toast library's container in Tessera's look; ToastHost loads it with the first toast. */
export function ToastContainerView({ theme = 'light' }: ToastContainerViewProps) {
  return (
    <ToastContainer
      position="bottom-center"
      autoClose={TOAST_WAIT_MS}
      transition={Rise}
      limit={TOAST_LIMIT}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      theme={theme}
    />
  );
}
