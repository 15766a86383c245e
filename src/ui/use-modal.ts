import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The modals open now, the last on top (a question asked over a dialog): only it answers the keys, and the
 * page scrolls again once none is left.
 */
const openModals: object[] = [];

/**
 * What every modal needs while `open`: focus moves into `ref` and Tab stays inside it, Esc calls
 * `onClose`, the page behind does not scroll, and focus returns to whatever had it before. `onKey` sees
 * every other key (e.g. arrows to step through images).
 */
export function useModal(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
  onKey?: (event: KeyboardEvent) => void,
): void {
  // Latest callbacks without re-running the effect (which would move focus again).
  const handlers = useRef({ onClose, onKey });
  handlers.current = { onClose, onKey };

  // A layout effect: the keys are heard from the commit that shows the modal, even when it opens on a
  // server's answer rather than a tap (a passive effect would leave a frame in which Esc is lost).
  useLayoutEffect(() => {
    if (!open) return;
    const self = {};
    openModals.push(self);
    const opener = document.activeElement as HTMLElement | null;
    ref.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    document.body.classList.add('scroll-locked');
    const listener = (event: KeyboardEvent) => {
      if (openModals.at(-1) !== self) return;
      const container = ref.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        handlers.current.onClose();
      } else if (event.key === 'Tab' && container) {
        const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      } else handlers.current.onKey?.(event);
    };
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      openModals.splice(openModals.indexOf(self), 1);
      if (openModals.length === 0) document.body.classList.remove('scroll-locked');
      opener?.focus();
    };
  }, [open, ref]);
}
