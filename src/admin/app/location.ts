/**
 * Where the admin is: every admin URL is the same island, so a screen change is a history entry and a
 * re-render (toasts survive it). The login screen needs only this; the links and the unsaved-changes guard
 * of the signed-in admin are in navigation.ts.
 */
import { useSyncExternalStore } from 'react';

const CHANGE = 'admin:navigate';

export function navigate(path: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
}

/** Calls `onChange` after every navigation (a link, back and forward); returns how to stop. */
export function onLocationChange(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(CHANGE, onChange);
  };
}

/** The current location path; re-renders on every navigation. */
export function usePathname(): string {
  return useSyncExternalStore(
    onLocationChange,
    () => location.pathname,
    () => '/',
  );
}
