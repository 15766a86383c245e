/**
 * "Salin nomor" ("Copy number") beside the halal certificate number: copies it in one tap, to paste into BPJPH's search.
 * Without a script (or a clipboard) the button stays hidden and the number is plain, selectable text.
 */

import { documentLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';

/** What the badge says once the number is copied, or could not be. */
export const HALAL_COPY_WORDS = {
  id: {
    copied: 'Nomor sertifikat disalin.',
    notCopied: 'Nomor tidak dapat disalin. Tekan lama nomornya untuk menyalin.',
  },
  en: {
    copied: 'Certificate number copied.',
    notCopied: 'The number could not be copied. Press and hold it to copy it.',
  },
} satisfies Record<SiteLanguage, { copied: string; notCopied: string }>;

export function initHalalCopy(root: ParentNode = document): void {
  if (!navigator.clipboard) return;
  const words = HALAL_COPY_WORDS[documentLanguage()];
  for (const badge of root.querySelectorAll<HTMLElement>('[data-halal]')) {
    const copy = badge.querySelector<HTMLButtonElement>('[data-halal-copy]');
    const number = badge.querySelector<HTMLElement>('[data-halal-number]');
    const status = badge.querySelector<HTMLElement>('[data-halal-copy-status]');
    if (!copy || !number || !status) continue;
    copy.hidden = false;
    copy.addEventListener('click', async () => {
      // Emptied first, so a second copy is announced again: screen readers read a live region's changes.
      status.textContent = '';
      try {
        await navigator.clipboard.writeText(number.textContent?.trim() ?? '');
        status.textContent = words.copied;
      } catch {
        // Selected, so the phone's own Copy is one tap away.
        getSelection()?.selectAllChildren(number);
        status.textContent = words.notCopied;
      }
    });
  }
}
