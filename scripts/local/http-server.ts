import { createServer, type Server } from 'node:http';
import { Readable } from 'node:stream';
import { NetlifyDev } from '@netlify/dev';

/**
 * Netlify's own emulation (static files from the publish dir, netlify.toml headers and redirects,
 * functions) behind a plain node:http server bound to loopback.
 */
export async function startNetlifyServer(
  root: string,
  port: number,
): Promise<{ server: Server; stop(): Promise<void> }> {
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    blobs: { enabled: false },
    edgeFunctions: { enabled: false },
    database: { enabled: false },
    geolocation: { enabled: false },
    images: { enabled: false },
    aiGateway: { enabled: false },
    environmentVariables: { enabled: false },
  });
  await dev.start();

  const server = createServer(async (req, res) => {
    try {
      const result = await dev.handleAndIntrospectNodeRequest(req);
      if (!result) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const { response } = result;
      const headers: Record<string, string | string[]> = {};
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') headers[key] = value;
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) headers['set-cookie'] = cookies;
      res.writeHead(response.status, headers);
      if (response.body && req.method !== 'HEAD') Readable.fromWeb(response.body as never).pipe(res);
      else res.end();
    } catch (error) {
      console.error('Request failed:', error);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ detail: 'The local server could not handle this request' }));
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    server,
    stop: async () => {
      await new Promise((resolve) => server.close(resolve));
      await dev.stop();
    },
  };
}
