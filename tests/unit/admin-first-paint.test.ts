import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { builtPageWords, FIRST_PAINT_LANGUAGE } from '../../src/admin/i18n/first-paint.ts';
import { browserLanguage } from '../../src/admin/i18n/translate.ts';

const TEXT = 3;

/** A text node or an element of the fake page. */
type FakeNode =
  | { nodeType: typeof TEXT; data: string }
  | { nodeType: 1; localName: string; name?: string; value?: string; attributes: Record<string, string> };

/**
 * Runs the inline script in a page made of `nodes` (in document order), with what the device has stored
 * and the browser's languages; answers `<html lang>` and the page's nodes as the script left them.
 */
function firstPaint({
  stored = null,
  languages,
  nodes = [],
}: {
  stored?: string | null;
  languages: string[];
  nodes?: FakeNode[];
}) {
  const root: FakeNode & { lang: string } = { nodeType: 1, localName: 'html', attributes: {}, lang: 'en' };
  const all = [root, ...nodes];
  const element = (node: FakeNode) => ({
    ...node,
    getAttribute: (name: string) => (node.nodeType === 1 ? (node.attributes[name] ?? null) : null),
    setAttribute: (name: string, value: string) => {
      if (node.nodeType === 1) node.attributes[name] = value;
    },
  });
  const document = {
    documentElement: root,
    addEventListener: () => undefined,
    createTreeWalker: () => {
      let at = 0;
      const wrap = (index: number) => {
        const node = all[index];
        if (!node) return null;
        if (node.nodeType === TEXT) return node;
        // The script writes `value` on a select: write it through to the node.
        return new Proxy(element(node), {
          set: (target, key, value) => {
            Reflect.set(node, key, value);
            return Reflect.set(target, key, value);
          },
        });
      };
      return { currentNode: wrap(0), nextNode: () => wrap(++at) };
    },
  };
  runInNewContext(FIRST_PAINT_LANGUAGE, {
    document,
    localStorage: { getItem: () => stored },
    navigator: { languages, language: languages[0] },
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    NodeFilter: { SHOW_ELEMENT: 1, SHOW_TEXT: 4 },
    Node: { TEXT_NODE: TEXT },
  });
  return { lang: root.lang, nodes };
}

describe('the built admin pages before their code runs', () => {
  it('speak the language chosen on this device, else the browser’s first known one, as the admin does', () => {
    const cases: Array<{ stored: string | null; languages: string[]; expected: string }> = [
      { stored: null, languages: ['id-ID', 'en-US'], expected: 'id' },
      { stored: null, languages: ['in'], expected: 'id' },
      { stored: null, languages: ['en-US', 'id-ID'], expected: 'en' },
      { stored: null, languages: ['fr-FR', 'id'], expected: 'id' },
      { stored: null, languages: ['fr-FR'], expected: 'en' },
      { stored: 'id', languages: ['en-US'], expected: 'id' },
      { stored: 'en', languages: ['id-ID'], expected: 'en' },
      { stored: 'xx', languages: ['id-ID'], expected: 'id' },
    ];
    for (const { stored, languages, expected } of cases) {
      expect(firstPaint({ stored, languages }).lang, `${stored} ${languages}`).toBe(expected);
      if (stored === null) expect(browserLanguage(languages) ?? 'en').toBe(expected);
    }
  });

  it('put the login form’s words, labels and tab title in Bahasa Indonesia', () => {
    const { nodes } = firstPaint({
      languages: ['id-ID'],
      nodes: [
        { nodeType: TEXT, data: 'Admin Login - Admin' },
        { nodeType: TEXT, data: 'Admin Login' },
        { nodeType: TEXT, data: 'Username' },
        { nodeType: TEXT, data: 'Password' },
        { nodeType: 1, localName: 'button', attributes: { 'aria-label': 'Show password' } },
        { nodeType: 1, localName: 'select', name: 'language', value: 'en', attributes: {} },
        { nodeType: TEXT, data: 'Login' },
        { nodeType: TEXT, data: 'Rendang' },
        { nodeType: TEXT, data: 'constructor' },
      ],
    });
    expect(nodes).toEqual([
      { nodeType: TEXT, data: 'Masuk Admin - Admin' },
      { nodeType: TEXT, data: 'Masuk Admin' },
      { nodeType: TEXT, data: 'Nama pengguna' },
      { nodeType: TEXT, data: 'Kata sandi' },
      { nodeType: 1, localName: 'button', attributes: { 'aria-label': 'Tampilkan kata sandi' } },
      { nodeType: 1, localName: 'select', name: 'language', value: 'id', attributes: {} },
      { nodeType: TEXT, data: 'Masuk' },
      { nodeType: TEXT, data: 'Rendang' },
      { nodeType: TEXT, data: 'constructor' },
    ]);
  });

  it('leave an English page as it was built', () => {
    const nodes: FakeNode[] = [{ nodeType: TEXT, data: 'Admin Login' }];
    expect(firstPaint({ languages: ['en-US'], nodes })).toEqual({ lang: 'en', nodes });
  });

  it('know every word of the login form and the page titles', () => {
    expect(builtPageWords('id')).toMatchObject({
      Login: 'Masuk',
      'Admin Login': 'Masuk Admin',
      'Reservations - Admin': 'Reservasi - Admin',
      'Loading admin…': 'Memuat admin…',
      '← Back to website': '← Kembali ke situs',
    });
  });

  it('cannot end its own script element', () => {
    expect(FIRST_PAINT_LANGUAGE).not.toMatch(/<\/script/i);
  });
});
