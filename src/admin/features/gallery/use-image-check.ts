import { useEffect, useState } from 'react';
import { isSafeUrl } from '../../../domain/shared/fields.ts';

/** Whether the image at an address loads: nothing to check yet, checking, it loads, or it does not. */
export type ImageCheck = 'none' | 'checking' | 'loads' | 'broken';

/**
 * Loads the image at `url` in the background (as the live preview does) and says whether it loads, so a
 * form can warn before an address that shows visitors no picture is saved.
 */
export function useImageCheck(url: string): ImageCheck {
  const address = url.trim();
  const usable = isSafeUrl(address);
  const [result, setResult] = useState<{ address: string; loads: boolean } | null>(null);

  useEffect(() => {
    if (!usable) return;
    let current = true;
    const probe = new Image();
    probe.onload = () => current && setResult({ address, loads: true });
    probe.onerror = () => current && setResult({ address, loads: false });
    probe.src = address;
    return () => {
      current = false;
      probe.onload = null;
      probe.onerror = null;
    };
  }, [address, usable]);

  if (!usable) return 'none';
  if (result?.address !== address) return 'checking';
  return result.loads ? 'loads' : 'broken';
}
