/**
 * "Salin nomor" beside the halal certificate number: copies it in one tap, to paste into BPJPH's search.
 * Without a script (or a clipboard) the button stays hidden and the number is plain, selectable text.
 */

export const NUMBER_COPIED = 'Nomor sertifikat disalin.';
export const NUMBER_NOT_COPIED = 'Nomor tidak dapat disalin. Tekan lama nomornya untuk menyalin.';

export function initHalalCopy(root: ParentNode = document): void {
  if (!navigator.clipboard) return;
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
        status.textContent = NUMBER_COPIED;
      } catch {
        // Selected, so the phone's own Copy is one tap away.
        getSelection()?.selectAllChildren(number);
        status.textContent = NUMBER_NOT_COPIED;
      }
    });
  }
}
