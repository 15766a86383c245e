import { describe, expect, it } from 'vitest';
import { EventInputSchema } from '../../src/domain/content/event.ts';
import { GalleryImageInputSchema, GalleryImageSchema } from '../../src/domain/content/gallery.ts';
import { isPrivateHost } from '../../src/domain/shared/fields.ts';

const image = (url: string) => GalleryImageInputSchema.safeParse({ url, alt: 'Rendang', category: 'food' });
const problem = (url: string) => {
  const parsed = image(url);
  return parsed.success ? null : parsed.error.issues.map((issue) => issue.message).join('; ');
};

describe('image addresses staff may set', () => {
  it('are paths on this site or https URLs on the public internet', () => {
    expect(problem('/images/menu/rendang-daging.svg')).toBeNull();
    expect(problem('/uploads/abc123.webp')).toBeNull();
    expect(problem('https://images.example.com/rendang.jpg')).toBeNull();
    expect(problem('https://8.8.8.8/rendang.jpg')).toBeNull();
    expect(EventInputSchema.safeParse({ title: 'A', date: 'B', description: 'C', image: '' }).success).toBe(
      true,
    );
  });

  it('refuse plain http, which the pages no longer load', () => {
    expect(problem('http://images.example.com/rendang.jpg')).toBe(
      'must be an https URL or a path starting with /',
    );
  });

  it('refuse addresses on the visitor’s own machine or network', () => {
    for (const url of [
      'https://localhost/x.jpg',
      'https://admin.localhost/x.jpg',
      'https://127.0.0.1/x.jpg',
      'https://2130706433/x.jpg', // 127.0.0.1 written as one number
      'https://0x7f.1/x.jpg',
      'https://10.0.0.1/x.jpg',
      'https://172.16.5.4/x.jpg',
      'https://192.168.1.1/router.png',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x.jpg',
      'https://0.0.0.0/x.jpg',
      'https://[::1]/x.jpg',
      'https://[fd00::1]/x.jpg',
      'https://[fe80::1]/x.jpg',
      'https://[::ffff:192.168.1.1]/x.jpg',
      'https://printer.local/x.jpg',
      'https://nas/x.jpg',
      'https://intranet.internal./x.jpg',
    ])
      expect([url, problem(url)]).toEqual([url, 'must not point to a local or private network address']);
    expect(isPrivateHost('images.example.com')).toBe(false);
  });

  it('saved before the rule, still read back', () => {
    const stored = {
      url: 'http://images.example.com/lama.jpg',
      alt: 'Lama',
      category: 'food',
      id: 'lama',
      position: 1,
    };
    expect(GalleryImageSchema.safeParse(stored).success).toBe(true);
  });
});
