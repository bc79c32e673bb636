import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts (sonner) without sonner in the first load: `toast.error(...)` and the others load the
 * library and its `<Toaster>` on first use, or once the page is idle, whichever comes first, and
 * show the toast as soon as the Toaster listens. The same calls as sonner's, for what we use.
 */

let library: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => {
  library ??= import('sonner');
  return library;
};

let isWanted = false;
const listeners = new Set<() => void>();
let markListening: () => void = () => {};
const listening = new Promise<void>((resolve) => {
  markListening = resolve;
});

/** Asks the host to mount the Toaster (once). */
function want() {
  if (isWanted) return;
  isWanted = true;
  for (const listener of listeners) listener();
}

type Kind = 'success' | 'error' | 'info' | 'warning';

const show = (kind: Kind) => (message: string, data?: ExternalToast) => {
  want();
  void listening.then(async () => (await loadSonner()).toast[kind](message, data));
};

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
};

/** sonner's Toaster; its own effect subscribes before this wrapper's runs (children first). */
const ListeningToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  return {
    default: function Listening(props: ToasterProps) {
      useEffect(() => markListening(), []);
      return <Toaster {...props} />;
    },
  };
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Where toasts show: mounted with the first toast, or when the browser is first idle. It is a child
 * of `body`, not of the app: a dialog opened before it mounted hides the app from screen readers
 * (`aria-hidden`), and a toast inside would go unheard and unseen by role. Its region is called
 * 'Messages' (sonner says 'Notifications'), so it is not taken for the product's notifications.
 */
export const toastRegionLabel = 'Messages';

export function ToastHost(props: ToasterProps) {
  const isMounted = useSyncExternalStore(
    subscribe,
    () => isWanted,
    () => false,
  );
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return want();
    const idle = requestIdleCallback(want, { timeout: 4000 });
    return () => cancelIdleCallback(idle);
  }, []);
  if (!isMounted) return null;
  return createPortal(
    <Suspense fallback={null}>
      <ListeningToaster containerAriaLabel={toastRegionLabel} {...props} />
    </Suspense>,
    document.body,
  );
}
