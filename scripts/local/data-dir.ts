import { chmod, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The local data directory holds password hashes, guests' phone numbers and the token-signing secret: it
 * and everything in it are for the user running `npm start` only (0700 directories, 0600 files). Files
 * the blob server writes later are created that way too: the process's umask is set to 077 (the blob
 * server, the builds and this front all run as that user). Returns the umask it replaced.
 */
export async function protectDataDir(dataDir: string): Promise<number> {
  const previous = process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  // A store made before this rule existed: tighten what is already there.
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    await chmod(path, entry.isDirectory() ? 0o700 : 0o600).catch(() => undefined);
  }
  return previous;
}
