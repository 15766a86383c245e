/**
 * A question asked in the page instead of the browser's pop-up: it names what it is about, Cancel has the
 * focus first (the safe answer), Esc or a click beside it cancels, and focus returns to what asked.
 */
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import { useModal } from '../../ui/use-modal.ts';
import { useT } from '../i18n/i18n.ts';
import { useBackdropClose } from './backdrop.ts';

export interface ConfirmOptions {
  /** The question, naming the thing ("Delete "Rendang"?"). */
  title: string;
  message: ReactNode;
  /** The button that does it ("Delete", "Replace"). */
  confirmLabel: string;
  /** Whether the action removes something (a red button). */
  danger?: boolean;
}

function ConfirmDialog({
  title,
  message,
  confirmLabel,
  danger = false,
  onAnswer,
}: ConfirmOptions & { onAnswer: (confirmed: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const messageId = useId();
  useModal(ref, true, () => onAnswer(false));
  const cancelBeside = useBackdropClose(() => onAnswer(false));
  const t = useT();
  return (
    // biome-ignore lint/a11y: Esc cancels from the keyboard; a click on the backdrop is the pointer equivalent.
    <div className="dialog-backdrop" onClick={cancelBeside}>
      <div
        ref={ref}
        className="dialog confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
        </div>
        <div className="dialog-body">
          <div id={messageId}>{message}</div>
          <div className="form-actions confirm-actions">
            <button type="button" className="btn btn-secondary" onClick={() => onAnswer(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className={`btn ${danger ? 'btn-danger' : 'btn-primary'}`}
              onClick={() => onAnswer(true)}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** `confirm(options)` resolves true when the user says yes; render `dialog` where the page is. */
export function useConfirm() {
  const [asking, setAsking] = useState<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) => new Promise<boolean>((resolve) => setAsking({ ...options, resolve })),
    [],
  );
  const dialog = asking ? (
    <ConfirmDialog
      {...asking}
      onAnswer={(confirmed) => {
        asking.resolve(confirmed);
        setAsking(null);
      }}
    />
  ) : null;
  return { confirm, dialog };
}
