/**
 * SVG sanitising for uploaded logos: a small XML tokenizer that rebuilds the document from an allow-list.
 *
 * Nothing of the upload is passed through as it came: each element and attribute that is kept is written
 * anew (names from the allow-lists, values and text escaped), so the result is well-formed XML holding
 * only what is listed here, however the upload was written. It runs in linear time whatever the input
 * (no backtracking regular expression, no search that restarts, an explicit stack), so a hostile file
 * costs no more than a plain one of its size, and it loads anywhere: plain ES module, no dependency.
 */

// Drawing elements only: no script, foreignObject, image, use of outside documents, animation or styles.
const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'use',
]);
const ATTRIBUTES = new Set([
  'version',
  'id',
  'class',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-miterlimit',
  'opacity',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'fx',
  'fy',
  'clip-path',
  'clipPathUnits',
  'mask',
  'patternUnits',
  'patternTransform',
  'preserveAspectRatio',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'href',
  'xlink:href',
  'role',
  'aria-label',
  'aria-hidden',
]);
/** Attributes holding names or words, never read as CSS: their parentheses are text. */
const TEXT_ATTRIBUTES = new Set(['id', 'class', 'role', 'aria-label', 'aria-hidden', 'version']);
/**
 * CSS functions a kept attribute may use: colours, transforms and url(#id). Any other (image-set(),
 * src(), cross-fade(), var(), …) could load something or hide a url, and drops its attribute.
 */
const CSS_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
]);
/** Elements dropped with everything in them, whatever the case of their name: code, styles, HTML, metadata. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'foreignobject',
  'textarea',
  'option',
  'noscript',
  'metadata',
]);
const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
/** Deeper documents are refused: no logo needs it, and every visitor's browser would draw it. */
export const SVG_MAX_DEPTH = 256;

/** Only same-document references ("#id"), in attributes and in url(...). */
const LOCAL_REFERENCE = /^#[\w-]+$/;

const isNameStart = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || code === 58 || code >= 0x80;
const isNameChar = (code: number) =>
  isNameStart(code) || (code >= 48 && code <= 57) || code === 45 || code === 46;
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
const isLetter = (code: number) => (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 45;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
// Bounded quantifiers: each "&" is looked at over a few dozen characters at most.
const REFERENCE = /&(?:#[xX]([0-9A-Fa-f]{1,6})|#([0-9]{1,7})|(lt|gt|amp|quot|apos));/g;

const isXmlChar = (code: number) =>
  code === 9 ||
  code === 10 ||
  code === 13 ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  (code >= 0x10000 && code <= 0x10ffff);

/**
 * Character references and the five predefined entities, decoded; anything else (`&name;` of a DTD, a bare
 * "&") stays literal text. No DTD is ever read, so no entity expands.
 */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENCE, (_, hex?: string, decimal?: string, named?: string) => {
    if (named) return PREDEFINED[named] ?? '';
    const code = hex ? Number.parseInt(hex, 16) : Number.parseInt(decimal ?? '', 10);
    return isXmlChar(code) ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/** Characters XML 1.0 does not allow (C0 controls, lone surrogates, U+FFFE/FFFF). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const escapeText = (text: string) =>
  text.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * The end of a local url() target starting at `from` (just after "url("): optional space, an optional
 * quote, "#id", the same quote, optional space, ")". -1 when it is anything else.
 */
function localUrlEnd(value: string, from: number): number {
  let at = from;
  while (isSpace(value.charCodeAt(at))) at++;
  const quote = value[at] === '"' || value[at] === "'" ? value[at] : '';
  if (quote) at++;
  if (value[at] !== '#') return -1;
  const start = at;
  at++;
  while (at < value.length && /[\w-]/.test(value[at] as string)) at++;
  if (at === start + 1) return -1;
  if (quote) {
    if (value[at] !== quote) return -1;
    at++;
  }
  while (isSpace(value.charCodeAt(at))) at++;
  return value[at] === ')' ? at : -1;
}

/**
 * Whether every `name(` in the value is url(#id) or, for attributes read as CSS, one of CSS_FUNCTIONS.
 * One pass: each "(" looks back over its own name only, and a url() is skipped past its ")".
 */
function functionsAllowed(value: string, cssValue: boolean): boolean {
  let open = value.indexOf('(');
  while (open !== -1) {
    let start = open;
    while (start > 0 && isLetter(value.charCodeAt(start - 1))) start--;
    const name = value.slice(start, open).toLowerCase();
    if (name.endsWith('url')) {
      const end = localUrlEnd(value, open + 1);
      if (end === -1) return false;
      open = value.indexOf('(', end + 1);
      continue;
    }
    if (cssValue && !CSS_FUNCTIONS.has(name)) return false;
    open = value.indexOf('(', open + 1);
  }
  return true;
}

/** Whether a decoded attribute value can neither run nor load anything. */
function allowedValue(name: string, value: string): boolean {
  if (name === 'href' || name === 'xlink:href') return LOCAL_REFERENCE.test(value);
  // A CSS escape can spell "url(" or a scheme without writing it; a "javascript:" is never wanted.
  if (value.includes('\\')) return false;
  if (value.includes(':') && /javascript:|vbscript:/i.test(value.replace(/[\s\p{Cc}]+/gu, ''))) return false;
  return functionsAllowed(value, !TEXT_ATTRIBUTES.has(name));
}

/** Where a name starting at `at` ends. */
function nameEnd(source: string, at: number): number {
  let end = at;
  while (end < source.length && isNameChar(source.charCodeAt(end))) end++;
  return end;
}

interface StartTag {
  name: string;
  attributes: Array<[string, string]>;
  selfClosing: boolean;
  /** Ended by ">" or "/>" (not by the end of the file). */
  complete: boolean;
  /** Where the text after the tag starts. */
  end: number;
}

/** The start tag whose name starts at `from` (just after "<"), read leniently: stray characters are skipped. */
function startTag(source: string, from: number): StartTag {
  const length = source.length;
  const tag: StartTag = { name: '', attributes: [], selfClosing: false, complete: false, end: length };
  let pos = nameEnd(source, from);
  tag.name = source.slice(from, pos);
  while (pos < length) {
    const code = source.charCodeAt(pos);
    if (code === 62 /* > */ || (code === 47 /* / */ && source.charCodeAt(pos + 1) === 62)) {
      tag.complete = true;
      tag.selfClosing = code === 47;
      tag.end = pos + (code === 47 ? 2 : 1);
      return tag;
    }
    if (!isNameStart(code)) {
      pos++; // space, or a stray character between attributes
      continue;
    }
    const attributeEnd = nameEnd(source, pos);
    const attribute = source.slice(pos, attributeEnd);
    pos = attributeEnd;
    while (isSpace(source.charCodeAt(pos))) pos++;
    if (source[pos] !== '=') {
      tag.attributes.push([attribute, '']);
      continue;
    }
    pos++;
    while (isSpace(source.charCodeAt(pos))) pos++;
    const quote = source[pos];
    if (quote === '"' || quote === "'") {
      const close = source.indexOf(quote, pos + 1);
      if (close === -1) return tag;
      tag.attributes.push([attribute, source.slice(pos + 1, close)]);
      pos = close + 1;
    } else {
      let valueEnd = pos;
      while (valueEnd < length && !isSpace(source.charCodeAt(valueEnd)) && source[valueEnd] !== '>') {
        valueEnd++;
      }
      tag.attributes.push([attribute, source.slice(pos, valueEnd)]);
      pos = valueEnd;
    }
  }
  return tag;
}

interface OpenElement {
  name: string;
  /** Written to the output (allowed, inside the root <svg>, not inside dropped content). */
  written: boolean;
  /** Written, and its start tag still waits for ">" (it becomes "/>" if nothing comes inside). */
  pending: boolean;
  root: boolean;
  dropsContent: boolean;
}

/**
 * Keeps the drawing of an SVG and drops everything that could run or load something: scripts, event
 * handlers, foreign objects, external references, styles, animation, DOCTYPEs and entities. The result is
 * one <svg> element in the SVG namespace. Returns null when nothing drawable is left, or when the document
 * nests elements deeper than {@link SVG_MAX_DEPTH}.
 */
export function sanitizeSvg(source: string): string | null {
  const out: string[] = [];
  const stack: OpenElement[] = [];
  const written: OpenElement[] = [];
  const openByName = new Map<string, number>();
  let dropping = 0;
  let root: 'before' | 'open' | 'done' = 'before';
  let namespaceSlot = -1;
  let usesXlink = false;
  const length = source.length;

  const beforeContent = () => {
    const parent = written.at(-1);
    if (parent?.pending) {
      out.push('>');
      parent.pending = false;
    }
  };
  const text = (value: string) => {
    if (root !== 'open' || dropping > 0 || value === '') return;
    beforeContent();
    out.push(escapeText(value));
  };
  const close = (element: OpenElement) => {
    openByName.set(element.name, (openByName.get(element.name) ?? 1) - 1);
    if (element.dropsContent) dropping--;
    if (!element.written) return;
    written.pop();
    out.push(element.pending ? '/>' : `</${element.name}>`);
    if (element.root) root = 'done';
  };
  const open = (name: string, attributes: Array<[string, string]>, selfClosing: boolean): boolean => {
    if (stack.length >= SVG_MAX_DEPTH) return false;
    const dropsContent = DROPPED_WITH_CONTENT.has(name.toLowerCase());
    const isRoot = root === 'before' && name === 'svg' && dropping === 0;
    const write = isRoot || (root === 'open' && dropping === 0 && ELEMENTS.has(name));
    if (write) {
      beforeContent();
      out.push(`<${name}`);
      if (isRoot) {
        root = 'open';
        out.push(` xmlns="${SVG_NAMESPACE}"`);
        namespaceSlot = out.push('') - 1;
      }
      const seen = new Set<string>();
      for (const [attribute, raw] of attributes) {
        if (seen.has(attribute) || !ATTRIBUTES.has(attribute)) continue;
        seen.add(attribute);
        const decoded = decode(raw);
        const value = attribute === 'href' || attribute === 'xlink:href' ? decoded.trim() : decoded;
        if (!allowedValue(attribute, value)) continue;
        if (attribute === 'xlink:href') usesXlink = true;
        out.push(` ${attribute}="${escapeAttribute(value)}"`);
      }
    }
    const element: OpenElement = { name, written: write, pending: write, root: isRoot, dropsContent };
    if (selfClosing) {
      if (write) out.push('/>');
      if (isRoot) root = 'done';
      return true;
    }
    stack.push(element);
    if (write) written.push(element);
    if (dropsContent) dropping++;
    openByName.set(name, (openByName.get(name) ?? 0) + 1);
    return true;
  };
  /** Closes up to the innermost open element of that name; a close tag nothing matches is ignored. */
  const closeTag = (name: string) => {
    if (!openByName.get(name)) return;
    for (;;) {
      const element = stack.pop() as OpenElement;
      close(element);
      if (element.name === name) return;
    }
  };

  /** Past the end of a <!DOCTYPE …> or other declaration: quotes, comments and [internal subset] skipped. */
  const declarationEnd = (from: number): number => {
    let at = from;
    let brackets = 0;
    while (at < length) {
      const c = source[at];
      if (c === '"' || c === "'") {
        const end = source.indexOf(c, at + 1);
        if (end === -1) return length;
        at = end + 1;
      } else if (c === '<' && source.startsWith('<!--', at)) {
        const end = source.indexOf('-->', at + 4);
        if (end === -1) return length;
        at = end + 3;
      } else {
        if (c === '[') brackets++;
        else if (c === ']') brackets = Math.max(0, brackets - 1);
        else if (c === '>' && brackets === 0) return at + 1;
        at++;
      }
    }
    return length;
  };

  let at = 0;
  // Text runs from `at` to the next "<" that starts markup (a "<" that starts none is text too).
  let lt = source.indexOf('<');
  while (at < length) {
    if (lt === -1) {
      text(decode(source.slice(at)));
      break;
    }
    const next = source.charCodeAt(lt + 1);
    if (!isNameStart(next) && next !== 33 /* ! */ && next !== 47 /* / */ && next !== 63 /* ? */) {
      lt = source.indexOf('<', lt + 1);
      continue;
    }
    if (lt > at) text(decode(source.slice(at, lt)));
    at = lt;
    if (source.startsWith('<!--', at)) {
      const end = source.indexOf('-->', at + 4);
      at = end === -1 ? length : end + 3;
    } else if (source.startsWith('<![CDATA[', at)) {
      const end = source.indexOf(']]>', at + 9);
      text(source.slice(at + 9, end === -1 ? length : end));
      at = end === -1 ? length : end + 3;
    } else if (source.startsWith('<!', at)) {
      at = declarationEnd(at + 2);
    } else if (source.startsWith('<?', at)) {
      const end = source.indexOf('?>', at + 2);
      at = end === -1 ? length : end + 2;
    } else if (source.startsWith('</', at)) {
      const end = nameEnd(source, at + 2);
      const name = source.slice(at + 2, end);
      const gt = source.indexOf('>', end);
      if (name) closeTag(name);
      at = gt === -1 ? length : gt + 1;
    } else {
      const tag = startTag(source, at + 1);
      // A tag cut off by the end of the file is not written.
      if (tag.complete && !open(tag.name, tag.attributes, tag.selfClosing)) return null;
      at = tag.end;
    }
    lt = source.indexOf('<', at);
  }
  while (stack.length) close(stack.pop() as OpenElement);
  if (namespaceSlot === -1) return null;
  if (usesXlink) out[namespaceSlot] = ` xmlns:xlink="${XLINK_NAMESPACE}"`;
  return out.join('');
}
