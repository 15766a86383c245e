/**
 * "Bagikan" ("Share") on a dish page. Without a script it is a WhatsApp link that lets the guest pick a chat or a
 * group. Where the browser has the Web Share API (phones), it opens the phone's own share sheet instead;
 * where it can write to the clipboard, "Salin tautan" appears and copies the page's address.
 */

import { documentLanguage, type SiteLanguage } from '../../domain/content/site-language.ts';

/** What the page says once its address is copied, or could not be (the address follows). */
export const SHARE_WORDS = {
  id: { copied: 'Tautan disalin.', notCopied: 'Tautan tidak dapat disalin. Salin dari sini:' },
  en: { copied: 'Link copied.', notCopied: 'The link could not be copied. Copy it from here:' },
} satisfies Record<SiteLanguage, { copied: string; notCopied: string }>;

export function initDishShare(root: ParentNode = document): void {
  const words = SHARE_WORDS[documentLanguage()];
  const share = root.querySelector<HTMLAnchorElement>('[data-dish-share]');
  const copy = root.querySelector<HTMLButtonElement>('[data-dish-copy-link]');
  const status = root.querySelector<HTMLElement>('[data-dish-share-status]');
  if (!share) return;
  const url = () => share.dataset.shareUrl || location.href;

  if (typeof navigator.share === 'function') {
    share.addEventListener('click', async (event) => {
      event.preventDefault();
      try {
        await navigator.share({ title: share.dataset.shareTitle, url: url() });
      } catch (error) {
        // Closing the sheet is no failure; anything else falls back to WhatsApp.
        if ((error as Error).name !== 'AbortError') window.open(share.href, '_blank', 'noopener');
      }
    });
  }

  if (copy && status && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(url());
        status.textContent = words.copied;
      } catch {
        status.textContent = `${words.notCopied} ${url()}`;
      }
    });
  }
}
