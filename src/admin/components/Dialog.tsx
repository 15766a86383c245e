/**
 * A modal dialog: focus moves in and is trapped, Esc or the close button closes it, focus returns to
 * what opened it, and the page behind does not scroll.
 */
import { X } from 'lucide-react';
import { type ReactNode, useId, useRef } from 'react';
import { useModal } from '../../ui/use-modal.ts';
import { useT } from '../i18n/i18n.ts';
import { useBackdropClose } from './backdrop.ts';

export function Dialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModal(ref, true, onClose);
  const closeBeside = useBackdropClose(onClose);
  const t = useT();

  return (
    // biome-ignore lint/a11y: Esc closes it from the keyboard; a click on the backdrop is the pointer equivalent.
    <div className="dialog-backdrop" onClick={closeBeside}>
      <div
        ref={ref}
        className={`dialog${wide ? ' dialog-wide' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
            <X aria-hidden="true" size={20} />
          </button>
        </div>
        <div className="dialog-body">{children}</div>
      </div>
    </div>
  );
}
