/**
 * The guest's choice of language, kept on the device: plain script texts, inlined into the pages and
 * hashed into their Content-Security-Policy, so each runs the moment the browser reads it.
 *
 * Only a choice the guest made with the navbar's switch counts; the browser's own language never sends
 * anyone elsewhere (guests share links, and crawlers must reach both versions).
 */

/** Where the choice is kept (local storage: it outlives the visit). */
export const LANGUAGE_KEY = 'rmp-language';

/**
 * In the head of the Indonesian pages while the site has English ones: a guest who chose English is taken
 * to the same address under /en/ before anything is drawn (its query, such as ?meja=, and section kept).
 */
export const REMEMBERED_LANGUAGE = `(() => {
  try {
    if (localStorage.getItem('${LANGUAGE_KEY}') === 'en')
      location.replace('/en' + location.pathname + location.search + location.hash);
  } catch {}
})();`;

/**
 * After the switch: its link leads to the page at the address the guest is on (a page served for another
 * address, such as a dish not built yet, stands in for it), keeps the table from a QR code (?meja=) and the
 * section, and remembers the choice.
 */
export const LANGUAGE_SWITCH = `(() => {
  for (const link of document.querySelectorAll('[data-language-switch]')) {
    link.addEventListener('click', () => {
      const language = link.getAttribute('data-language-switch');
      const target = new URL(link.href);
      const bare = location.pathname.replace(/^\\/en(?=\\/|$)/, '') || '/';
      target.pathname = language === 'en' ? '/en' + bare : bare;
      const table = new URLSearchParams(location.search).get('meja');
      if (table) target.searchParams.set('meja', table);
      target.hash = location.hash;
      link.href = target.toString();
      try {
        localStorage.setItem('${LANGUAGE_KEY}', language);
      } catch {}
    });
  }
})();`;
