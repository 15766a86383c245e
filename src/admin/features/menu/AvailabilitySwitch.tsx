/**
 * The one-tap Tersedia/Habis switch of a dish (issue 17): on means Tersedia. It saves at once, without
 * a Save button: {@link saveAvailability} sends the revision the switch was shown with, so a change
 * someone made meanwhile is refused (409) rather than overwritten.
 */
import { toast } from 'sonner';
import { availabilityStatus, type MenuItem, MenuItemSchema } from '../../../domain/content/menu.ts';
import { t, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What staff read after a 409: the switch now shows the dish as someone else left it. */
export const availabilityConflict = (item: MenuItem) =>
  t('menu.availabilityConflict', { name: item.name, status: item.status });

export const availabilitySaved = (item: MenuItem) =>
  t(item.status === 'Habis' ? 'menu.nowHabis' : 'menu.nowTersedia', { name: item.name });

export const availabilityPath = (item: MenuItem) =>
  `/api/admin/menu/category/${encodeURIComponent(item.category_id)}/item/${encodeURIComponent(item.id)}/availability`;

/** Saves the switch's new position; the dish as the server saved it. */
export function saveAvailability(item: MenuItem, available: boolean): Promise<MenuItem> {
  return api(availabilityPath(item), {
    method: 'PUT',
    json: { available, revision: item.revision },
    schema: MenuItemSchema,
  });
}

/** Tells staff the switch did not save (the spec's failure toast: the server's reason as description). */
export function notifyAvailabilityFailure(error: unknown): void {
  notifyFailure(error, t('menu.availabilityFailed'));
}

export function notifyAvailabilitySaved(item: MenuItem): void {
  toast.success(availabilitySaved(item));
}

/**
 * A button with role="switch", named after the dish; Space and Enter toggle it as a click does. While its
 * change is on the way it ignores further taps (it stays focusable, so the keyboard user keeps their place).
 */
export function AvailabilitySwitch({
  item,
  busy,
  onToggle,
}: {
  item: MenuItem;
  busy: boolean;
  onToggle: (available: boolean) => void;
}) {
  const available = item.status !== 'Habis';
  const translate = useT();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={available}
      aria-label={translate('menu.switchLabel', { name: item.name })}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      title={available ? translate('menu.switchTitleOn') : translate('menu.switchTitleOff')}
      className={`availability-switch${available ? ' on' : ''}`}
      onClick={() => {
        if (!busy) onToggle(!available);
      }}
    >
      <span className="availability-track" aria-hidden="true">
        <span className="availability-thumb" />
      </span>
      <StatusBadge status={availabilityStatus(available)} />
    </button>
  );
}
