import { rawRequest } from './raw-http.ts';

/** Base URL of the server under test. */
export const baseUrl = () => {
  const url = process.env.TEST_BASE_URL;
  if (!url) throw new Error('TEST_BASE_URL is not set: run through the integration project');
  return url;
};

/**
 * Address of Netlify's emulation of the project (helpers/emulator.ts), once it answers: the first call of
 * a run waits while it bundles every function.
 */
export async function emulatorUrl(): Promise<string> {
  const url = process.env.TEST_EMULATOR_URL;
  if (!url) throw new Error('TEST_EMULATOR_URL is not set: run through the integration project');
  const ready = await rawRequest(url, '/api/status');
  if (ready.status !== 200) throw new Error(`Netlify's emulation answered ${ready.status}: ${ready.text}`);
  return url;
}

export async function api(path: string, init: RequestInit & { json?: unknown; token?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(new URL(path, baseUrl()), {
    ...init,
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text
  }
  return {
    status: response.status,
    headers: response.headers,
    body: body as Record<string, unknown> & unknown[],
  };
}
