import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';

/** A fresh copy of the module: it reads its snapshot once per build (per module instance). */
const freshModule = async () => {
  vi.resetModules();
  return import('../../src/build/site-content.ts');
};

describe('the content a build renders', () => {
  const saved = process.env.CONTENT_SNAPSHOT;
  afterEach(() => {
    if (saved === undefined) delete process.env.CONTENT_SNAPSHOT;
    else process.env.CONTENT_SNAPSHOT = saved;
  });

  it('is refused without a snapshot, even where a blob store is reachable, naming the build plugin', async () => {
    delete process.env.CONTENT_SNAPSHOT;
    const { getSiteContent } = await freshModule();
    await expect(getSiteContent()).rejects.toThrow(
      /CONTENT_SNAPSHOT is not set.*netlify\/plugins\/content-store/s,
    );
  });

  it('comes from the snapshot file, with the revision it was read at', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rmp-snapshot-'));
    try {
      const file = join(dir, 'content.json');
      const snapshot = { revision: 'rev-7', read_at: new Date().toISOString(), content: fallbackContent };
      await writeFile(file, JSON.stringify(snapshot));
      process.env.CONTENT_SNAPSHOT = file;
      const { getContentSnapshot, getSiteContent } = await freshModule();
      expect((await getContentSnapshot()).revision).toBe('rev-7');
      expect((await getSiteContent()).restaurant.name).toBe(fallbackContent.restaurant.name);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is refused when the snapshot is not valid content', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rmp-snapshot-'));
    try {
      const file = join(dir, 'content.json');
      await writeFile(file, JSON.stringify({ revision: null, read_at: 'now', content: { menu: 'none' } }));
      process.env.CONTENT_SNAPSHOT = file;
      const { getSiteContent } = await freshModule();
      await expect(getSiteContent()).rejects.toThrow(/is not valid/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the snapshot written for a build', () => {
  it('carries the size of each photo of the media library, by its address', async () => {
    const { freshBlobStore } = await import('../helpers/blobs.ts');
    const { writeContentSnapshot } = await import('../../src/server/publishing/build-content.ts');
    const { addMediaImage } = await import('../../src/server/media/media-repo.ts');
    const { ensureSeeded } = await import('../../src/server/store/seed.ts');
    const blobs = await freshBlobStore();
    const dir = await mkdtemp(join(tmpdir(), 'rmp-snapshot-'));
    try {
      await ensureSeeded(blobs.store);
      const { storeFromContext } = await import('../../src/server/store/blobs.ts');
      const media = storeFromContext(blobs.context, 'media');
      await addMediaImage(media, {
        id: 'a1b2c3d4e5f6a7b8c9d0e1f2',
        url: '/media/a1b2c3d4e5f6a7b8c9d0e1f2.jpg',
        content_type: 'image/jpeg',
        width: 1920,
        height: 2560,
        bytes: 812_000,
        original_name: 'rendang.jpg',
        uploaded_by: 'admin',
        uploaded_at: '2026-11-25T03:00:00.000Z',
      });
      const snapshot = await writeContentSnapshot(join(dir, 'snapshot.json'), blobs.store, media);
      expect(snapshot.images).toEqual({
        '/media/a1b2c3d4e5f6a7b8c9d0e1f2.jpg': { width: 1920, height: 2560 },
      });
      expect((await writeContentSnapshot(join(dir, 'other.json'), blobs.store)).images).toEqual({});
    } finally {
      await blobs.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('carries the uploaded logo the navbar shows, as a PNG within 512×512, for the app icons', async () => {
    const { default: sharp } = await import('sharp');
    const { freshBlobStore } = await import('../helpers/blobs.ts');
    const { writeContentSnapshot } = await import('../../src/server/publishing/build-content.ts');
    const { storeFromContext } = await import('../../src/server/store/blobs.ts');
    const { putSiteSettings } = await import('../../src/server/content/settings-repo.ts');
    const { putUpload } = await import('../../src/server/media/upload-repo.ts');
    const blobs = await freshBlobStore();
    const dir = await mkdtemp(join(tmpdir(), 'rmp-snapshot-'));
    try {
      const uploads = storeFromContext(blobs.context, 'uploads');
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#0a0"/></svg>';
      await putUpload('logo1234.svg', Buffer.from(svg), 'image/svg+xml', uploads);
      const settings = {
        ...fallbackContent.settings,
        brand_type: 'image' as const,
        brand_logo: '/uploads/logo1234.svg',
      };
      await putSiteSettings(blobs.store, settings);
      const snapshot = await writeContentSnapshot(
        join(dir, 'snapshot.json'),
        blobs.store,
        undefined,
        uploads,
      );
      const logo = Buffer.from(snapshot.brand_logo ?? '', 'base64');
      const { format, width, height } = await sharp(logo).metadata();
      expect({ format, width }).toEqual({ format: 'png', width: 512 });
      expect(height).toBeCloseTo(256, -1);

      // Text chosen over the logo: the icons show the initial, and the snapshot carries no logo.
      await putSiteSettings(blobs.store, { ...settings, brand_type: 'text' });
      expect(
        (await writeContentSnapshot(join(dir, 'text.json'), blobs.store, undefined, uploads)).brand_logo,
      ).toBeNull();
    } finally {
      await blobs.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
