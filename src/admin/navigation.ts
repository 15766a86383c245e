/**
 * Moving between admin screens without reloading: every admin URL is the same island, so a screen change
 * is a history entry and a re-render (toasts survive it). Direct loads and reloads work too, since each
 * admin URL is also a prerendered page.
 */
import { type MouseEvent, useSyncExternalStore } from 'react';

const CHANGE = 'admin:navigate';

export function navigate(path: string, { replace = false } = {}): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.dispatchEvent(new Event(CHANGE));
}

function subscribe(onChange: () => void): () => void {
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
    subscribe,
    () => location.pathname,
    () => '/',
  );
}

/** onClick of an admin link: a plain click navigates in place; modified clicks open a tab as usual. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigate(event.currentTarget.pathname);
}
