import { describe, expect, it } from 'vitest';
import { detectImageKind } from '../../src/server/uploads/image-type.ts';
import { sanitizeSvg } from '../../src/server/uploads/sanitize-svg.ts';

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
