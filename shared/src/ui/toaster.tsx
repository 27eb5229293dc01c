import { lazy, Suspense, useEffect, useState } from 'react';
import { createToaster } from '@chakra-ui/react';

/** Top-centre toasts that close after 3000 ms (spec section 9). */
export const toaster = createToaster({ placement: 'top', duration: 3000, pauseOnPageIdle: true });

export const notify = {
  success: (title: string, duration?: number) => toaster.create({ type: 'success', title, duration }),
  error: (title: string, description?: string) => toaster.create({ type: 'error', title, description }),
  info: (title: string, description?: string) => toaster.create({ type: 'info', title, description }),
};

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * The toast region, mounted once by UiProvider. The store above takes toasts at any time; the view
 * (toast machines, ~10 KB gzip) loads with the first one and then shows every visible toast.
 */
export function AppToaster() {
  const [shown, setShown] = useState(() => toaster.getVisibleToasts().length > 0);
  useEffect(() => {
    if (shown) return undefined;
    // A toast created between the first render and this effect is in the store already.
    if (toaster.getVisibleToasts().length > 0) setShown(true);
    return toaster.subscribe(() => setShown(true));
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
