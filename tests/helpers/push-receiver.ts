/**
 * A stand-in for a browser's push service on 127.0.0.1, and the browser's side of a subscription: the
 * keys a browser makes for it, and the decryption of what arrives (RFC 8291: ECDH on P-256, HKDF, then
 * the aes128gcm content coding of RFC 8188), written here with node:crypto alone, apart from the library
 * the server encrypts with. The VAPID header (RFC 8292) is checked with jose: an ES256 JWT whose `aud` is
 * the push service's origin, signed by the key the server gives browsers.
 */
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify } from 'jose';

/** A subscription as a browser makes one: its endpoint on the push service and its keys. */
export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  auth: Buffer;
}

/** What the push service received for one endpoint. */
export interface PushArrival {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it had fully arrived (performance.now()). */
  at: number;
}

/** How the push service answers a path: a status, or 'hang' (never). */
export type PushAnswer = number | 'hang';

export interface PushReceiver {
  origin: string;
  arrivals: PushArrival[];
  /** Answers for paths; 201 (Created, as push services answer) for any other. */
  answers: Map<string, PushAnswer>;
  /** A new subscription of a browser, at `/<name>` on this push service. */
  subscribe(name: string): BrowserSubscription;
  stop(): Promise<void>;
}

/**
 * Listens on 127.0.0.1, on `port` (any free one by default); the server takes its endpoints only when
 * PUSH_SERVICE_TEST_ORIGIN names its origin.
 */
export async function startPushReceiver(port = 0): Promise<PushReceiver> {
  const arrivals: PushArrival[] = [];
  const answers = new Map<string, PushAnswer>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      arrivals.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: performance.now() });
      const answer = answers.get(path) ?? 201;
      if (answer !== 'hang') res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    arrivals,
    answers,
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      return {
        endpoint: `${origin}/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        ecdh,
        auth,
      };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const info = (label: string) => Buffer.from(`Content-Encoding: ${label}\0`);

/** The plain text of an aes128gcm push message for `subscription` (RFC 8291 §3.4, RFC 8188 §2). */
export function decryptPush(body: Buffer, subscription: BrowserSubscription): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  // The key id is the application server's ephemeral public key.
  const serverKey = body.subarray(21, 21 + idLength);
  const ecdhSecret = subscription.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, subscription.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('aes128gcm'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('nonce'), 12));
  const content = body.subarray(21 + idLength);
  const records: Buffer[] = [];
  for (let offset = 0, index = 0; offset < content.length; offset += recordSize, index++) {
    const record = content.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number, XORed into the nonce's last bytes (a message has far fewer than 2^32).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ index) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 in the last record and 1 in the others.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= content.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error(`record ${index}: bad padding delimiter`);
    records.push(plain.subarray(0, end));
  }
  return Buffer.concat(records).toString('utf8');
}

/** The claims of a push's VAPID header, after checking its ES256 signature against `publicKey`. */
export async function verifyVapid(
  headers: IncomingHttpHeaders,
  publicKey: string,
  audience: string,
): Promise<{ aud: string; exp: number; sub: string; k: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID header: ${headers.authorization}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'], audience });
  return { ...(payload as { aud: string; exp: number; sub: string }), k: match[2] };
}

/** A P-256 key pair as VAPID keys are written (base64url: the 65-byte point and the 32-byte secret). */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // A secret with leading zero bytes comes shorter: padded back to 32 bytes.
    privateKey: Buffer.concat([Buffer.alloc(32), ecdh.getPrivateKey()])
      .subarray(-32)
      .toString('base64url'),
  };
}
