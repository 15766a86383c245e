/**
 * Serves an already built site with the local runtime's own server (Netlify's emulation: static files,
 * netlify.toml headers and redirects), without building and without touching the repository's `dist`:
 *   node scripts/bench/serve-build.ts <project dir holding netlify.toml and dist/> <port>
 */
import { resolve } from 'node:path';
import { startNetlifyServer } from '../local/http-server.ts';

const [projectDir, port] = process.argv.slice(2);
if (!projectDir || !port) {
  console.error('usage: node scripts/bench/serve-build.ts <project dir> <port>');
  process.exit(2);
}
await startNetlifyServer(resolve(projectDir), Number(port));
console.log(`Serving ${projectDir} on http://localhost:${port}`);
