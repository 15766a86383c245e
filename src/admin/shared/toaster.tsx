/** The admin's toaster, loaded by toasts.tsx when the first toast is asked for. */
import { useEffect } from 'react';
import { toast } from 'sonner';
import Toasts from '../../ui/Toasts.tsx';
import { useT } from '../i18n/translate.ts';

/** Tells `onReady` once sonner's toaster (its child, whose effects run first) listens for toasts. */
export default function Toaster({ onReady }: { onReady: (show: typeof toast) => void }) {
  const t = useT();
  useEffect(() => onReady(toast), [onReady]);
  return <Toasts label={t('toasts.area')} closeLabel={t('toasts.close')} />;
}
