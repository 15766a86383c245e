/**
 * Moving between admin screens without reloading (location.ts), from the admin's links, and the guard
 * that asks before unsaved changes are left. Direct loads and reloads work too, since each admin URL is
 * also a prerendered page.
 */
import { type MouseEvent, useEffect } from 'react';
import { t } from '../i18n/translate.ts';
import { navigate } from './location.ts';

export { navigate, onLocationChange, usePathname } from './location.ts';

/** onClick of an admin link: a plain click navigates in place; modified clicks open a tab as usual. */
export function followLink(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  if (!mayLeave()) return;
  const { pathname, search, hash } = event.currentTarget;
  navigate(`${pathname}${search}${hash}`);
}

/** The forms of the current screen that hold changes not saved yet. */
const unsavedForms = new Set<symbol>();

/**
 * While `dirty`, every way out of the screen asks first: admin links and Logout (through {@link mayLeave}),
 * and reloading, closing the tab or leaving the admin (the browser's own beforeunload question).
 */
/** Whether a form loaded from the server (`saved`) shows edits not saved yet (`draft`). */
export const hasUnsavedEdits = <T>(draft: T | null, saved: T | null): boolean =>
  draft !== null && saved !== null && JSON.stringify(draft) !== JSON.stringify(saved);

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
