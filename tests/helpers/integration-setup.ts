import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalBlobs } from '../../scripts/local/blob-server.ts';
import { startNetlifyServer } from '../../scripts/local/http-server.ts';
import { startBuildHookRecorder } from './build-hook-recorder.ts';
import { startSharedEmulator } from './emulator.ts';
import { ownerToken } from './first-password.ts';

/**
 * Integration tests talk HTTP to the real local runtime over a real blob server on a fresh directory.
 * Tests read the same store through NETLIFY_BLOBS_CONTEXT. The functions run warm in this process
 * (LOCAL_FUNCTIONS=in-process: the emulation's fresh worker per call would make this step three times
 * longer); emulator.test.ts and local-runtime-security.test.ts also run every function through Netlify's
 * emulation (TEST_EMULATOR_URL), and INTEGRATION_FUNCTIONS=emulator runs the whole step that way.
 */
export default async function setup() {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = await mkdtemp(join(tmpdir(), 'rmp-integration-'));
  const blobs = await startLocalBlobs(dataDir);
  process.env.NETLIFY_BLOBS_CONTEXT = blobs.context;
  process.env.JWT_SECRET = randomBytes(32).toString('hex');
  // Accounts the tests create are hashed at scrypt's lowest accepted cost; the cost itself, and the
  // hashing limits with the full-cost decoy, are tested in tests/unit/auth.test.ts and here with logins
  // of unknown users.
  process.env.PASSWORD_HASH_TEST_COST = '1';
  // Saves POST to a recorder standing in for Netlify's build hook: tests see the requests, nothing builds.
  const hook = await startBuildHookRecorder();
  process.env.BUILD_HOOK_URL = `${hook.url}/hook`;
  process.env.TEST_BUILD_HOOK_RECORDER = hook.url;
  // Settings → Publishing takes the recorder in place of https://api.netlify.com (build-hook.test.ts).
  process.env.BUILD_HOOK_TEST_ORIGIN = hook.url;
  const functions = process.env.INTEGRATION_FUNCTIONS === 'emulator' ? 'emulator' : 'in-process';
  const { server, stop } = await startNetlifyServer(root, 0, { functions });
  process.env.TEST_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The files comparing the two ways share one emulation (helpers/emulator.ts), started on first use; when
  // the whole step runs through the emulation, that is the one.
  const emulator = functions === 'emulator' ? null : await startSharedEmulator(root);
  process.env.TEST_EMULATOR_URL = emulator?.url ?? process.env.TEST_BASE_URL;
  // As the owner does on the first start: the built-in admin's first password is replaced (the server
  // refuses everything else until then). Tests of the first start put it back (helpers/admin.ts).
  await ownerToken(process.env.TEST_BASE_URL);
  return async () => {
    await emulator?.stop();
    await stop();
    await hook.stop();
    await blobs.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
