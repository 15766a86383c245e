import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The local token-signing secret: made once, kept in the (git-ignored) data dir so sessions survive restarts. */
export async function localJwtSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, 'jwt-secret');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing.length >= 32) return existing;
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
