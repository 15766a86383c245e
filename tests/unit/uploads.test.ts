import { describe, expect, it } from 'vitest';
import { LOGO_MAX_BYTES } from '../../src/domain/media/logo.ts';
import { detectImageKind, detectPhotoKind } from '../../src/server/media/image-type.ts';
import { SVG_MAX_DEPTH, sanitizeSvg } from '../../src/server/media/sanitize-svg.ts';

describe('image type by content', () => {
  it('recognises PNG, JPEG and SVG whatever the name', () => {
    expect(detectImageKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('png');
    expect(detectImageKind(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(
      detectImageKind(
        Buffer.from('<?xml version="1.0"?>\n<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'),
      ),
    ).toBe('svg');
  });
  it('refuses anything else', () => {
    expect(detectImageKind(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageKind(Buffer.from('<html><svg></svg></html>'))).toBeNull();
    expect(detectImageKind(Buffer.from('PNG but not really'))).toBeNull();
  });
});

/** The start of an ISO media file: an `ftyp` box with a major brand and compatible ones. */
const ftyp = (...brands: string[]) => {
  const box = Buffer.alloc(16 + 4 * (brands.length - 1));
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brands[0] ?? '', 8, 'latin1');
  for (const [i, brand] of brands.slice(1).entries()) box.write(brand, 16 + 4 * i, 'latin1');
  return Buffer.concat([box, Buffer.alloc(32)]);
};

describe('photo type by content (media library)', () => {
  it('knows JPEG, PNG, WebP and AVIF, and tells HEIC apart to refuse it', () => {
    expect(detectPhotoKind(Buffer.from([0xff, 0xd8, 0xff, 0xe1]))).toBe('jpeg');
    expect(detectPhotoKind(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectPhotoKind(Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectPhotoKind(ftyp('avif', 'mif1', 'miaf'))).toBe('avif');
    // The generic HEIF brand first, AVIF among the compatible ones, as some encoders write it.
    expect(detectPhotoKind(ftyp('mif1', 'avif'))).toBe('avif');
    expect(detectPhotoKind(ftyp('heic', 'mif1', 'heic'))).toBe('heic');
    expect(detectPhotoKind(ftyp('mif1', 'heic'))).toBe('heic');
    expect(detectPhotoKind(ftyp('isom', 'mp41'))).toBeNull();
    expect(detectPhotoKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectPhotoKind(Buffer.from('RIFF\u0000\u0000\u0000\u0000AVI LIST'))).toBeNull();
    expect(detectPhotoKind(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('SVG sanitising', () => {
  it('keeps the drawing with its SVG casing', () => {
    const out = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)"/></svg>',
    );
    expect(out).toContain('viewBox="0 0 10 10"');
    expect(out).toContain('<linearGradient id="g">');
    expect(out).toContain('fill="url(#g)"');
  });
  it('removes scripts, handlers, foreign objects and outside references', () => {
    const out = sanitizeSvg(
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script>
       <foreignObject><iframe src="https://evil.example"></iframe></foreignObject>
       <use href="https://evil.example/sprite.svg#a"/><a href="javascript:alert(1)"><text>x</text></a>
       <rect style="fill:url(https://evil.example/x)" fill="url(https://evil.example/y)"/>
       <set attributeName="onmouseover" to="alert(1)"/><animate attributeName="href" to="javascript:alert(1)"/></svg>`,
    );
    expect(out).not.toMatch(
      /script|onload|foreignObject|iframe|evil\.example|javascript|<set|<animate|style=/i,
    );
  });
  it('gives up on a document with nothing drawable left', () => {
    expect(sanitizeSvg('<script>alert(1)</script>')).toBeNull();
  });
});

describe('SVG sanitising keeps only inert drawing', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
  it('writes one <svg> in the SVG namespace, whatever namespace the upload declared', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect width="1"/></svg>')).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1"/></svg>',
    );
    expect(sanitizeSvg(`${SVG}<use xlink:href="#a"/></svg>trailing<svg><script/></svg>`)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><use xlink:href="#a"/></svg>',
    );
  });
  it('expands no entity and drops the DOCTYPE; character references are decoded and escaped again', () => {
    const out = sanitizeSvg(
      `<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd"><!-- it's ] > --><!ENTITY y "<script>">]>${SVG}<text>&x;&y; &#60;b&#x3e; &amp;</text></svg>`,
    );
    expect(out).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><text>&amp;x;&amp;y; &lt;b&gt; &amp;</text></svg>',
    );
  });
  it('drops values that could load or run something however they are spelled', () => {
    const out = sanitizeSvg(
      `${SVG}<rect fill="u\\72l(https://evil.example/a)" mask="image-set('https://evil.example/m.png' 1x)"
        stroke="url(https://evil.example/s" x="&#106;avascript:alert(1)" y="java	script:1"
        clip-path="url( '#c' )" transform="translate(1 2) rotate(3)" aria-label="Rumah (Padang)"
        href=" #a " stop-color="var(--x)"/><SCRIPT>alert(1)</SCRIPT><Style>*{}</Style></svg>`,
    );
    expect(out).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect clip-path="url( '#c' )" transform="translate(1 2) rotate(3)" aria-label="Rumah (Padang)" href="#a"/></svg>`,
    );
  });
  it(`refuses a document nested deeper than ${SVG_MAX_DEPTH} elements`, () => {
    const nested = (depth: number) => `${'<g>'.repeat(depth)}${'</g>'.repeat(depth)}`;
    expect(sanitizeSvg(`${SVG}${nested(SVG_MAX_DEPTH - 1)}</svg>`)).toContain('<g/>');
    expect(sanitizeSvg(`${SVG}${nested(SVG_MAX_DEPTH)}</svg>`)).toBeNull();
  });
});

/**
 * A 2 MB hostile file of one shape: `unit` repeated between an opening and a closing. The old sanitiser
 * took minutes to hours on these (a quadratic url() expression, a parser whose cost grew with the nesting);
 * each case must finish within the timeout.
 */
function hostile(open: string, unit: string, close = '</svg>'): string {
  return `${open}${unit.repeat(Math.floor((LOGO_MAX_BYTES - open.length - close.length) / unit.length))}${close}`;
}

describe('SVG sanitising of 2 MB hostile files runs in linear time', () => {
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">';
  const cases: Array<[string, string, 'kept' | 'refused']> = [
    ['url( never closed, in a drawing attribute', hostile(`${SVG}<rect fill="`, 'url(', '"/></svg>'), 'kept'],
    [
      'url( never closed, in a text attribute',
      hostile(`${SVG}<g aria-label="`, 'url(#', '"/></svg>'),
      'kept',
    ],
    [
      'one huge path and colour list',
      hostile(`${SVG}<path d="`, 'M0 0L1 1 ', '" fill="red"/></svg>'),
      'kept',
    ],
    ['parentheses without a name', hostile(`${SVG}<rect fill="`, 'a(', '"/></svg>'), 'kept'],
    ['nesting without end', hostile(SVG, '<g>'), 'refused'],
    ['close tags nothing matches', hostile(`${SVG}${'<g>'.repeat(SVG_MAX_DEPTH - 2)}`, '</x>'), 'kept'],
    ['an element of each name', hostile(SVG, '<g></g><rect/><z></z>'), 'kept'],
    ['a quote never closed', hostile(`${SVG}<rect fill="`, 'x', ''), 'kept'],
    ['a tag never closed', hostile(`${SVG}<rect`, ' x="1"', ''), 'kept'],
    ['attributes repeated', hostile(`${SVG}<rect`, ' fill="url(#a)"', '/></svg>'), 'kept'],
    ['comments never closed', hostile(SVG, '<!--'), 'kept'],
    ['declarations never closed', hostile(SVG, '<!DOCTYPE ['), 'kept'],
    ['markup characters as text', hostile(`${SVG}<text>`, '<&#x', '</text></svg>'), 'kept'],
    ['tags inside tags', hostile(SVG, '<a<'), 'kept'],
  ];
  for (const [name, svg, expected] of cases) {
    it(name, { timeout: 3000 }, () => {
      expect(svg.length).toBeGreaterThan(LOGO_MAX_BYTES - 64);
      const out = sanitizeSvg(svg);
      if (expected === 'refused') {
        expect(out).toBeNull();
        return;
      }
      expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[ />]/);
      expect(out).not.toMatch(/url\(\s*['"]?(?!#)|<script|<!/i);
    });
  }
});
