import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStore } from '@netlify/blobs';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalBlobs } from '../../scripts/local/blob-server.ts';
import { protectDataDir } from '../../scripts/local/data-dir.ts';

const mode = async (path: string) => (await stat(path)).mode & 0o777;
let dir = '';
let umask: number | undefined;

afterAll(async () => {
  if (umask !== undefined) process.umask(umask);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the local data directory', () => {
  it('is for its owner only: what was there, and every blob written since', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rmp-data-'));
    const data = join(dir, '.data');
    await mkdir(join(data, 'blobs'), { recursive: true, mode: 0o755 });
    await writeFile(join(data, 'jwt-secret'), 'old', { mode: 0o644 });
    umask = await protectDataDir(data);
    expect(await mode(data)).toBe(0o700);
    expect(await mode(join(data, 'blobs'))).toBe(0o700);
    expect(await mode(join(data, 'jwt-secret'))).toBe(0o600);

    const blobs = await startLocalBlobs(data);
    try {
      const { siteID, token, edgeURL, uncachedEdgeURL } = JSON.parse(
        Buffer.from(blobs.context, 'base64').toString(),
      );
      const store = getStore({
        name: 'admin',
        siteID,
        token,
        edgeURL,
        uncachedEdgeURL,
        consistency: 'strong',
      });
      await store.setJSON('users/admin', { password_hash: 'scrypt$…' });
      const { readdir } = await import('node:fs/promises');
      const files = await readdir(blobs.directory, { recursive: true, withFileTypes: true });
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        const path = join(file.parentPath, file.name);
        expect(await mode(path), path).toBe(file.isDirectory() ? 0o700 : 0o600);
      }
    } finally {
      await blobs.stop();
    }
  });
});
