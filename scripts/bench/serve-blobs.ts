/**
 * The local blob server (scripts/local/blob-server.ts) over `data dir` in a process of its own, for the
 * load bench: the stand-in for Netlify's remote blob service does not take CPU time from the functions'
 * event loop or the load generator's. Forked by forkServer (scripts/bench/child-server.ts), which receives
 * { context } (the NETLIFY_BLOBS_CONTEXT value to reach it); run by hand, it prints that value:
 *   node scripts/bench/serve-blobs.ts <data dir>
 */
import { resolve } from 'node:path';
import { startLocalBlobs } from '../local/blob-server.ts';
import { serveToParent } from './child-server.ts';

const [dataDir] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node scripts/bench/serve-blobs.ts <data dir>');
  process.exit(2);
}

if (process.send) {
  await serveToParent(async () => {
    const blobs = await startLocalBlobs(resolve(dataDir));
    return { info: { context: blobs.context }, stop: () => blobs.stop() };
  });
} else {
  const blobs = await startLocalBlobs(resolve(dataDir));
  console.log(`NETLIFY_BLOBS_CONTEXT=${blobs.context}`);
}
