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

/** The toast area of SPEC §9: top-right, 4 s, at most 3 visible, 356 px wide (sonner's width), 14 px apart. */
export default function Toasts() {
  return (
    <Toaster
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
