/**
 * The local runtime as `npm start` runs it, in a process of its own for the load bench: the blob server
 * over `data dir` and Netlify's emulation in front, the functions warm in this process (`in-process`, the
 * default of `npm start`) or in the emulation's fresh worker per call (`emulator`), all in one process as
 * under `npm start`. Saves request a build from the server's own local build hook, as under `npm start`,
 * but nothing is built (the site is not what this measures). The JWT secret comes from the environment,
 * else a random one (admin sign-in answers 503 without one).
 * Forked by forkServer (scripts/bench/child-server.ts), which receives { url }; run by hand, it prints the
 * URL:
 *   [JWT_SECRET=…] node scripts/bench/serve-runtime.ts <data dir> [in-process|emulator]
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { setBlobsFetch } from '../../src/server/store/blobs.ts';
import { startLocalBlobs } from '../local/blob-server.ts';
import { LOCAL_BUILD_HOOK_PREFIX, localFunctionsFromEnv, startNetlifyServer } from '../local/http-server.ts';
import { serveToParent } from './child-server.ts';

const root = resolve(import.meta.dirname, '../..');
const [dataDir, mode] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: node scripts/bench/serve-runtime.ts <data dir> [in-process|emulator]');
  process.exit(2);
}
const functions = localFunctionsFromEnv(mode);
process.env.JWT_SECRET ||= randomBytes(32).toString('hex');

async function start() {
  const blobs = await startLocalBlobs(resolve(dataDir ?? ''));
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  // Functions run in this process reach the store without a socket per call, as under npm start.
  if (functions === 'in-process') setBlobsFetch(blobs.fetch);
  try {
    // Port 0: a port found free beforehand can be taken by the emulation's own servers as it starts.
    const path = `${LOCAL_BUILD_HOOK_PREFIX}/${randomBytes(12).toString('hex')}`;
    const runtime = await startNetlifyServer(root, 0, {
      functions,
      buildHook: { path, request: () => undefined },
    });
    const { port } = runtime.server.address() as AddressInfo;
    process.env.BUILD_HOOK_URL = `http://127.0.0.1:${port}${path}`;
    return {
      info: { url: `http://127.0.0.1:${port}` },
      stop: async () => {
        await runtime.stop();
        await blobs.stop();
      },
    };
  } catch (error) {
    await blobs.stop();
    throw error;
  }
}

if (process.send) {
  await serveToParent(start);
} else {
  const { info } = await start();
  console.log(`The local runtime (functions ${functions}) is serving on ${info.url}`);
}
