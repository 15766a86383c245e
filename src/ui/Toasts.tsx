import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/**
 * sonner's rich colours put mid-tone text on pale backgrounds (about 4.5:1, under AA for its small
 * description text): the same hues, darker, for at least 7:1.
 */
const READABLE_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--error-text': 'hsl(360, 100%, 32%)',
  '--info-text': 'hsl(210, 92%, 30%)',
  '--warning-text': 'hsl(31, 92%, 25%)',
} as CSSProperties;

/**
 * The toast area of SPEC §9: top-right, 4 s, at most 3 visible, 356 px wide (sonner's width), 14 px apart.
 * Screen readers hear its name and its close buttons' in the page's language (the public site's is
 * Indonesian; the admin passes its own).
 */
export default function Toasts({
  label = 'Notifikasi',
  closeLabel = 'Tutup notifikasi',
}: {
  label?: string;
  closeLabel?: string;
}) {
  return (
    <Toaster
      customAriaLabel={label}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
      position="top-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      richColors
      closeButton
      style={READABLE_COLOURS}
    />
  );
}
