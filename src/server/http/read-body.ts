import { badRequest, payloadTooLarge } from './errors.ts';

export const BODY_TOO_LARGE = 'Request body is too large';

/**
 * The body's chunks as they come, never more than `maxBytes` in all: 413 with `tooLarge` when the body
 * declares more (Content-Length, before anything is read) or sends more (a body of unknown length, the
 * moment it passes the limit); 400 when the client stops sending midway. Nothing more is read once the
 * caller stops, so a refused body is never held whole, on Netlify or behind the local front.
 */
export async function* bodyChunks(
  request: Request,
  maxBytes: number,
  tooLarge = BODY_TOO_LARGE,
): AsyncGenerator<Uint8Array> {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw payloadTooLarge(tooLarge);
  if (!request.body) return;
  const reader = request.body.getReader();
  let read = 0;
  try {
    for (;;) {
      const next = await reader.read().catch(() => {
        throw badRequest('The request body was cut short');
      });
      if (next.done) return;
      read += next.value.byteLength;
      if (read > maxBytes) throw payloadTooLarge(tooLarge);
      yield next.value;
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

/** The body as text (UTF-8), read as {@link bodyChunks} reads it. */
export async function readBodyText(request: Request, maxBytes: number, tooLarge = BODY_TOO_LARGE) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of bodyChunks(request, maxBytes, tooLarge)) chunks.push(chunk);
  return new TextDecoder().decode(Buffer.concat(chunks));
}
