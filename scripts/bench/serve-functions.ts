/**
 * The functions served in-process (scripts/local/in-process-server.ts) in a process of their own, for the
 * load bench: the functions' event loop and CPU time are theirs alone, as in a warm production function.
 * The blob store and JWT secret come from the environment (NETLIFY_BLOBS_CONTEXT, JWT_SECRET). Forked by
 * forkServer (scripts/bench/child-server.ts), which receives { url }; run by hand, it prints the URL:
 *   NETLIFY_BLOBS_CONTEXT=… JWT_SECRET=… node scripts/bench/serve-functions.ts [port]
 */
import { startInProcessServer } from '../local/in-process-server.ts';
import { serveToParent } from './child-server.ts';

const port = Number(process.argv[2] || 0);

if (process.send) {
  await serveToParent(async () => {
    const server = await startInProcessServer({ port });
    return { info: { url: server.url }, stop: () => server.stop() };
  });
} else {
  const server = await startInProcessServer({ port });
  console.log(`Functions served in-process on ${server.url}`);
}
