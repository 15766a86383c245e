/**
 * Moving between admin screens without reloading: every admin URL is the same island, so a screen change
 * is a history entry and a re-render (toasts survive it). Direct loads and reloads work too, since each
 * admin URL is also a prerendered page.
 */
import { type MouseEvent, useEffect, useSyncExternalStore } from 'react';
import { t } from './i18n/translate.ts';

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
  if (!mayLeave()) return;
  const { pathname, hash } = event.currentTarget;
  navigate(`${pathname}${hash}`);
}

/** The forms of the current screen that hold changes not saved yet. */
const unsavedForms = new Set<symbol>();

/**
 * While `dirty`, every way out of the screen asks first: admin links and Logout (through {@link mayLeave}),
 * and reloading, closing the tab or leaving the admin (the browser's own beforeunload question).
 */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const key = Symbol('unsaved form');
    unsavedForms.add(key);
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      unsavedForms.delete(key);
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);
}

/** Whether the user may leave the screen: nothing unsaved, or they said to leave it behind. */
export function mayLeave(): boolean {
  if (unsavedForms.size === 0) return true;
  if (!window.confirm(t('session.leaveUnsaved'))) return false;
  unsavedForms.clear();
  return true;
}

/**
 * A link to a part of a screen ("/admin/settings#settings-notifications", from the dashboard's checklist)
 * brings it into view and gives it the focus once it is shown: the screen's parts may load after it opens.
 * `except` names a target the screen brings forward itself.
 */
export function useHashTarget(except = ''): void {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id || id === except) return;
    const reveal = (): boolean => {
      const target = document.getElementById(id);
      if (!target) return false;
      if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
      return true;
    };
    if (reveal()) return;
    const watch = new MutationObserver(() => {
      if (reveal()) watch.disconnect();
    });
    watch.observe(document.body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [except]);
}
