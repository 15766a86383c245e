/**
 * Serves an already built site with the local runtime's own server, as `npm start` runs it (Netlify's
 * emulation: static files, netlify.toml headers and redirects; the project's functions warm in this
 * process, or in the emulation with LOCAL_FUNCTIONS=emulator; over the content store in `data dir` when
 * given), without building and without touching the repository's live site:
 *   node scripts/bench/serve-build.ts <project dir holding netlify.toml and .netlify/site> <port> [data dir]
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { startLocalBlobs } from '../local/blob-server.ts';
import { localFunctionsFromEnv, startNetlifyServer } from '../local/http-server.ts';

const [projectDir, port, dataDir] = process.argv.slice(2);
if (!projectDir || !port) {
  console.error('usage: node scripts/bench/serve-build.ts <project dir> <port> [data dir]');
  process.exit(2);
}
// The admin's sign-in needs a secret (the admin bench signs in); one for this server's life is enough.
process.env.JWT_SECRET ||= randomBytes(32).toString('hex');
if (dataDir) process.env.NETLIFY_BLOBS_CONTEXT = (await startLocalBlobs(resolve(dataDir))).context;
await startNetlifyServer(resolve(projectDir), Number(port), { functions: localFunctionsFromEnv() });
console.log(`Serving ${projectDir} on http://localhost:${port}`);
