/**
 * The admin's toasts (sonner), loaded when first needed: the login screen ships without them until it has
 * something to say. {@link toasts} puts the toaster into the page (once) and resolves with sonner's `toast`
 * once the toaster is there to show what it is given; the signed-in admin waits for it before its first
 * screen shows, so its code may call sonner's `toast` directly.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';

type Toast = typeof toast;

let wanted = false;
const listeners = new Set<() => void>();
let toasterReady: (toast: Toast) => void = () => undefined;
const ready = new Promise<Toast>((resolve) => {
  toasterReady = resolve;
});

const Toaster = lazy(() => import('./toaster.tsx'));

/** sonner's `toast`, once the toaster is in the page (loading it the first time). */
export function toasts(): Promise<Toast> {
  if (!wanted) {
    wanted = true;
    // Asked for while rendering too (the signed-in admin's loader): the toaster comes in right after.
    queueMicrotask(() => {
      for (const listener of listeners) listener();
    });
  }
  return ready;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** Where the toasts show, once {@link toasts} was first asked for. */
export function LazyToasts() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return shown ? (
    <Suspense fallback={null}>
      <Toaster onReady={toasterReady} />
    </Suspense>
  ) : null;
}
