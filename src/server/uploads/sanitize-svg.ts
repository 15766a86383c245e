import sanitizeHtml from 'sanitize-html';

// Drawing elements only: no script, foreignObject, use of outside documents, animation or event handlers.
const ELEMENTS = [
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
];
const ATTRIBUTES = [
  'xmlns',
  'xmlns:xlink',
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
];

/** Only same-document references ("#id"), in attributes and in url(...). */
const LOCAL_REFERENCE = /^#[\w-]+$/;
const URL_FUNCTION = /url\(\s*['"]?([^'")\s]*)['"]?\s*\)/gi;

function onlyLocalUrls(value: string): boolean {
  for (const match of value.matchAll(URL_FUNCTION)) if (!LOCAL_REFERENCE.test(match[1] ?? '')) return false;
  return true;
}

/**
 * Keeps the drawing of an SVG and drops everything that could run or load something: scripts, event
 * handlers, foreign objects, external references, styles. Returns null when nothing drawable is left.
 */
export function sanitizeSvg(source: string): string | null {
  const cleaned = sanitizeHtml(source, {
    allowedTags: ELEMENTS,
    allowedAttributes: { '*': ATTRIBUTES },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject', 'foreignobject'],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === 'href' || name === 'xlink:href') && !LOCAL_REFERENCE.test(value.trim())) continue;
          if (!onlyLocalUrls(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  });
  if (!/<svg[\s>]/.test(cleaned)) return null;
  return cleaned.trim();
}
