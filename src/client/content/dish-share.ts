/**
 * "Bagikan" on a dish page. Without a script it is a WhatsApp link that lets the guest pick a chat or a
 * group. Where the browser has the Web Share API (phones), it opens the phone's own share sheet instead;
 * where it can write to the clipboard, "Salin tautan" appears and copies the page's address.
 */

export const LINK_COPIED = 'Tautan disalin.';
export const LINK_NOT_COPIED = 'Tautan tidak dapat disalin. Salin dari sini:';

export function initDishShare(root: ParentNode = document): void {
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
        status.textContent = LINK_COPIED;
      } catch {
        status.textContent = `${LINK_NOT_COPIED} ${url()}`;
      }
    });
  }
}
