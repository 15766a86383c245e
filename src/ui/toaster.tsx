/** The toaster {@link LazyToasts} loads when the first toast is asked for. */
import { useEffect } from 'react';
import { toast } from 'sonner';
import Toasts from './Toasts.tsx';

/** Tells `onReady` once sonner's toaster (its child, whose effects run first) listens for toasts. */
export default function Toaster({
  onReady,
  label,
  closeLabel,
}: {
  onReady: (show: typeof toast) => void;
  label?: string;
  closeLabel?: string;
}) {
  useEffect(() => onReady(toast), [onReady]);
  return <Toasts label={label} closeLabel={closeLabel} />;
}
