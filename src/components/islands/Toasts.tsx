import { Toaster } from 'sonner';

/** The toast area of SPEC §9: top-right, 4 s, at most 3 visible, 356 px wide (sonner's width), 14 px apart. */
export default function Toasts() {
  return <Toaster position="top-right" duration={4000} visibleToasts={3} gap={14} richColors closeButton />;
}
