import { type MouseEvent, useRef } from 'react';

/**
 * How long after a dialog opens a tap beside it is the second tap of the double tap that opened it (on a
 * phone it lands on the dimmed page where the button was), not a wish to close it.
 */
const OPENING_MS = 500;

/** onClick of a dialog's backdrop: a click on the backdrop itself closes it, once it has been open a moment. */
export function useBackdropClose(onClose: () => void) {
  const opened = useRef(performance.now());
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return;
    if (performance.now() - opened.current < OPENING_MS) return;
    onClose();
  };
}
