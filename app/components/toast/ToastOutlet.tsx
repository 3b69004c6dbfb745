import { lazy, Suspense, useState } from 'react';
import { useToast } from './ToastProvider';

const Toaster = lazy(() => import('./Toaster').then((module) => ({ default: module.Toaster })));

/**
 * Mounts the toast UI the first time a toast is shown, so pages that never
 * toast (most public pages) never download it. It stays mounted afterwards so
 * closing toasts can animate out.
 */
export function ToastOutlet() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
