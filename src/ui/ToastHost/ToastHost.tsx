import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerViewProps } from './ToastContainerView';

export { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from './toastConfig';

// Most visits show no toast, so the toast library loads with the first toast instead of with the page.
// A toast raised before the container has mounted waits in the library's queue and shows once it has.
const ToastContainerView = lazy(() =>
  import('./ToastContainerView').then((module) => ({ default: module.ToastContainerView })),
);

let requested = false;
const listeners = new Set<() => void>();

function toastLibrary() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify/unstyled');
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const isRequested = () => requested;

export type ToastHostProps = ToastContainerViewProps;

/**
 * Where toasts appear, at the bottom centre of the page; the toast library loads only with the first toast
 * raised.
 */
export function ToastHost(props: ToastHostProps) {
  const needed = useSyncExternalStore(subscribe, isRequested, isRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerView {...props} />
    </Suspense>
  );
}

/**
 * The one toast API for the app. Always use it: the unstyled build keeps its own queue, so a toast raised
 * through the plain 'react-toastify' entry would never reach this host.
 */
export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string) => show('info', message),
};

export interface ToastOptions {
  /**
   * Keeps this message on screen for so many ms: what is raised meanwhile is dropped. For a word that outranks
   * the rest, such as the session's end, which its failing requests would otherwise replace.
   */
  holdMs?: number;
}

/** Until when a held message keeps the others out. */
let heldUntil = 0;

/** When each toast still on screen or queued was raised, so a page change can tell new ones from old. */
const raisedAt = new Map<string | number, number>();

/**
 * One toast at a time (spec document 1 §8) means the newest message replaces the one on screen: the old one
 * leaves and anything still waiting behind it is dropped, so a member never reads an earlier answer, in its
 * colour, after a later one.
 */
function show(kind: 'success' | 'error' | 'info', message: string, options: ToastOptions = {}): void {
  const now = Date.now();
  if (now < heldUntil) return;
  if (options.holdMs) heldUntil = now + options.holdMs;
  void toastLibrary().then(({ toast }) => {
    toast.clearWaitingQueue();
    toast.dismiss();
    raisedAt.clear();
    const id = toast[kind](message, { onClose: () => raisedAt.delete(id) });
    raisedAt.set(id, Date.now());
  });
}

/**
 * A toast raised this shortly before the page changed belongs to what changed it (a sign-in, a session the
 * server ended) and goes along; older ones belonged to the page left behind.
 */
export const TOAST_CARRIED_MS = 1500;

/** Drops the toasts of the page the member has just left. */
export async function dismissToastsOfLeftPage(now = Date.now()): Promise<void> {
  if (!requested) return;
  const { toast } = await toastLibrary();
  for (const [id, at] of raisedAt) {
    if (now - at <= TOAST_CARRIED_MS) continue;
    raisedAt.delete(id);
    toast.dismiss(id);
  }
}

/**
 * Drops every toast: those shown, those queued behind the limit and those raised while no host was mounted,
 * which the library would otherwise show first when the next host mounts. For a fresh page, such as the
 * next story; nothing is loaded if no toast ever was.
 */
export async function clearToasts(): Promise<void> {
  heldUntil = 0;
  if (!requested) return;
  const { toast } = await toastLibrary();
  toast.dismiss();
  toast.clearWaitingQueue();
}
