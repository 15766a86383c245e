/**
 * The functions served in-process (./function-router.ts) by a node:http server on 127.0.0.1. No static
 * files: API only. Used by the fuzz and fault tests and the load bench.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFunctionRouter } from './function-router.ts';
import { sendResponse, toWebRequest } from './node-http.ts';

export interface InProcessServer {
  url: string;
  server: Server;
  stop(): Promise<void>;
}

export async function startInProcessServer({ port = 0 }: { port?: number } = {}): Promise<InProcessServer> {
  const router = await loadFunctionRouter();
  let listeningPort = port;

  const server = createServer(async (req, res) => {
    try {
      const request = await toWebRequest(req, `http://127.0.0.1:${listeningPort}`);
      const response = await router.handle(request, req.socket.remoteAddress ?? '');
      if (!response) {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ detail: 'Not found' }));
        return;
      }
      sendResponse(req, res, response);
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
