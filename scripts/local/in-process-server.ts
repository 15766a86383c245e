/**
 * The functions served in-process (./function-router.ts) by a node:http server on 127.0.0.1. No static
 * files: API only. Used by the fuzz and fault tests and the load bench.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BODY_TOO_LARGE } from '../../src/server/http/read-body.ts';
import { loadFunctionRouter } from './function-router.ts';
import { declaresTooLarge, requestOrigin, sendResponse, toWebRequest } from './node-http.ts';

export interface InProcessServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startInProcessServer({ port = 0 }: { port?: number } = {}): Promise<InProcessServer> {
  let listeningPort = port;
  const router = await loadFunctionRouter(undefined, { siteUrl: () => `http://127.0.0.1:${listeningPort}` });

  const server = createServer(async (req, res) => {
    try {
      const answer = (status: number, detail: string) =>
        Response.json({ detail }, { status, headers: { 'content-type': 'application/json' } });
      if (declaresTooLarge(req)) {
        sendResponse(req, res, answer(413, BODY_TOO_LARGE));
        return;
      }
      // On the address the client asked for, as behind the local front and on Netlify.
      const request = toWebRequest(req, requestOrigin(req, `http://127.0.0.1:${listeningPort}`));
      const response = await router.handle(request, req.socket.remoteAddress ?? '');
      sendResponse(req, res, response ?? answer(404, 'Not found'));
    } catch (error) {
      // A handler that throws instead of answering is a bug: answer 500 so tests and benches see it.
      console.error('In-process function threw:', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The function threw instead of answering' }));
    }
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  listeningPort = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${listeningPort}`,
    server,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
