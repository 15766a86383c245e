import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fallbackContent } from '../../src/content/fallback.ts';

/** A fresh copy of the module: it reads its snapshot once per build (per module instance). */
const freshModule = async () => {
  vi.resetModules();
  return import('../../src/lib/site-content.ts');
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
