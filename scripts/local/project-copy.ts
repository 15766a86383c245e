import { cp, mkdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';

/** What a copy of the project needs to build and serve (node_modules is linked, not copied). */
const PROJECT_ENTRIES = [
  'astro.config.mjs',
  'netlify.toml',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'netlify',
  'public',
  'scripts',
  'src',
];

/**
 * A copy of the project under `dir` that the local runtime can build and run from, with a live site of
 * its own: benchmarks and tests never touch the repository's.
 */
export async function copyProject(root: string, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const entry of PROJECT_ENTRIES) await cp(join(root, entry), join(dir, entry), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
}
