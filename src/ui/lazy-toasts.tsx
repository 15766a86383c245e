/**
 * Toasts (sonner) loaded when first needed, so a page ships without them until it has something to say:
 * the admin's login screen, and the landing page's booking form, whose toasts follow a booking sent.
 * {@link toasts} loads the toaster (once), puts it into the page and resolves with sonner's `toast` once
 * the toaster is there to show what it is given; the signed-in admin waits for it before its first screen
 * shows, so its code may call sonner's `toast` directly. When the toaster's code cannot be fetched
 * (offline) the promise rejects, and the next call tries again.
 */
import { type ComponentType, useSyncExternalStore } from 'react';
import type { toast } from 'sonner';
import type Toaster from './toaster.tsx';

type Toast = typeof toast;

let Loaded: ComponentType<Parameters<typeof Toaster>[0]> | null = null;
let loading: Promise<Toast> | null = null;
const listeners = new Set<() => void>();
let toasterReady: (toast: Toast) => void = () => undefined;
const ready = new Promise<Toast>((resolve) => {
  toasterReady = resolve;
});

/** sonner's `toast`, once the toaster is in the page (loading it the first time). */
export function toasts(): Promise<Toast> {
  loading ??= import('./toaster.tsx').then(
    (module) => {
      Loaded = module.default;
      for (const listener of listeners) listener();
      return ready;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * Where the toasts show, once {@link toasts} was first asked for. `label` and `closeLabel` name the toast
 * area and its close buttons for screen readers, in the page's language.
 */
export function LazyToasts({ label, closeLabel }: { label?: string; closeLabel?: string }) {
  const Component = useSyncExternalStore(
    subscribe,
    () => Loaded,
    () => null,
  );
  return Component ? <Component onReady={toasterReady} label={label} closeLabel={closeLabel} /> : null;
}
