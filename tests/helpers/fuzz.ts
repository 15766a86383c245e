/**
 * Fuzzing of every write endpoint, shared by tests/integration/fuzz.test.ts (small fixed-seed runs in
 * `npm test`) and scripts/bench/fuzz.ts (larger runs). Each target is one endpoint and one family of
 * hostile inputs; `rejectOnly` targets only produce inputs the server must refuse, so the whole store
 * must be byte-identical around a batch of them.
 */
import { createECDH, createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { getStore } from '@netlify/blobs';
import fc from 'fast-check';
import { MEDIA_MAX_BYTES } from '../../src/domain/media/media-library.ts';
import { detectImageKind } from '../../src/server/media/image-type.ts';

export const FUZZ_SEED = 20261123;

export interface FuzzCase {
  method: string;
  /** Sent as-is (raw path): '../', '%2e%2e' and friends reach the server unnormalised. */
  path: string;
  /** Raw body text (so duplicate keys and "__proto__" survive) or bytes (multipart uploads), or none. */
  body?: string | Buffer;
  contentType?: string;
  /** The Authorization header to send instead of the target's token (a forged session). */
  authorization?: string;
  /** More headers (e.g. a stale or hostile If-Match). */
  headers?: Record<string, string>;
}

export interface FuzzAnswer {
  status: number;
  text: string;
  json: unknown;
}

export interface FuzzTarget {
  name: string;
  cases: fc.Arbitrary<FuzzCase>;
  /** Every case must be refused (4xx): the store must not change. */
  rejectOnly: boolean;
  /** Each case costs a password hash (~0.3 s): run fewer. */
  slow?: boolean;
  /** Sent with this token instead of the superadmin's. */
  token?: string;
  /** The one status every case must get (401 for a forged session), beyond "a 4xx with {detail}". */
  status?: number;
  /** Cases are reads: the store must not change around them, whatever they answer. */
  readOnly?: boolean;
  /** Further problems with an answer, e.g. that an accepted upload is served harmless. */
  check?: (answer: FuzzAnswer, baseUrl: string) => Promise<string[]>;
}

/** Sends a case over HTTP with node:http so the path is not normalised by a URL parser. */
export function send(baseUrl: string, token: string | undefined, c: FuzzCase): Promise<FuzzAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = { ...c.headers };
  const authorization = c.authorization ?? (token ? `Bearer ${token}` : undefined);
  if (authorization) headers.authorization = authorization;
  if (c.body !== undefined) {
    headers['content-type'] = c.contentType ?? 'application/json';
    headers['content-length'] = String(Buffer.byteLength(c.body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method: c.method, path: c.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, text, json });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(c.body);
  });
}

/** Problems with an answer (empty when fine): never a 5xx; a refusal is JSON with a string `detail`. */
export function answerProblems(answer: FuzzAnswer, rejectOnly: boolean): string[] {
  const problems: string[] = [];
  if (answer.status >= 500 || answer.status < 200) problems.push(`status ${answer.status}`);
  if (answer.status >= 400) {
    const detail = (answer.json as { detail?: unknown } | undefined)?.detail;
    if (typeof detail !== 'string' || !detail)
      problems.push(`refusal without {detail}: ${answer.text.slice(0, 200)}`);
  } else if (rejectOnly) {
    problems.push(`accepted (${answer.status}) an input that must be refused: ${answer.text.slice(0, 200)}`);
  }
  if (prototypePolluted()) problems.push('Object.prototype was polluted');
  return problems;
}

/** Sends one case of `target` and lists what is wrong with the answer (empty when it holds). */
export async function caseProblems(
  baseUrl: string,
  token: string | undefined,
  target: FuzzTarget,
  c: FuzzCase,
): Promise<string[]> {
  const answer = await send(baseUrl, target.token ?? token, c);
  const problems = answerProblems(answer, target.rejectOnly);
  if (target.status !== undefined && answer.status !== target.status)
    problems.push(`status ${answer.status} where ${target.status} was due: ${answer.text.slice(0, 200)}`);
  if (target.check) problems.push(...(await target.check(answer, baseUrl)));
  return problems;
}

/** Whether the store must be byte-identical around a batch of the target's cases. */
export const keepsStore = (target: FuzzTarget) => target.rejectOnly || target.readOnly === true;

export function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return 'polluted' in probe || 'polluted' in Object.prototype || typeof probe.isAdmin !== 'undefined';
}

const STORES = ['content', 'admin', 'audit', 'reservations', 'orders', 'uploads', 'media'];

/** Every blob of every store by its etag (which changes with its content): what a refused request must leave. */
export type StoreSnapshot = ReadonlyMap<string, string>;

/** Every blob of every store, but the rate-limit hits a refused request may add (a wrong password counts). */
export async function snapshotStores(): Promise<StoreSnapshot> {
  const all = new Map<string, string>();
  for (const name of STORES) {
    const store = getStore({ name, consistency: 'strong' });
    const blobs = (await store.list()).blobs.filter((b) => !b.key.startsWith('rate-limits/'));
    // The etag stands for the content: only what changed is read (reading every blob made each snapshot slow).
    for (const b of blobs)
      all.set(`${name}/${b.key}`, b.etag || ((await store.get(b.key, { type: 'text' })) ?? ''));
  }
  return all;
}

/**
 * What changed in the stores since `before`: each blob added, changed or removed, but the activity log's
 * record of a refusal (a failed sign-in, password change or import), which a refused request may add.
 */
export async function storeChanges(before: StoreSnapshot): Promise<string[]> {
  const after = await snapshotStores();
  const audit = getStore({ name: 'audit', consistency: 'strong' });
  const refusal = (text: string | null) => /"action":"[a-z-]+-(failed|lockout)"/.test(text ?? '');
  const changes: string[] = [];
  for (const [key, tag] of after) {
    if (before.get(key) === tag) continue;
    if (!before.has(key) && key.startsWith('audit/')) {
      const text = await audit.get(key.slice('audit/'.length), { type: 'text' });
      if (refusal(text)) continue;
    }
    changes.push(`${before.has(key) ? 'changed' : 'added'} ${key}`);
  }
  for (const key of before.keys()) if (!after.has(key)) changes.push(`removed ${key}`);
  return changes;
}

// ---------------------------------------------------------------- values

const HUGE = ['x'.repeat(100_000), '🍛'.repeat(50_000), 'ر'.repeat(100_000)];

/** Strings people (and attackers) send: unicode, emoji, RTL, NUL, markup, traversal, huge. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    '\u0000',
    'a\u0000b',
    '\u202Eevil\u202C',
    'مطعم بادانج',
    '🌶️🍛'.repeat(10),
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../etc/passwd',
    '%2e%2e%2f',
    '\r\n\t',
    ' ',
    '',
  ),
  fc.constantFrom(...HUGE),
);

const jsonish = fc.jsonValue({ maxDepth: 2 });

/** A value of a different JSON type than `like`. */
function wrongTypeFor(like: unknown): fc.Arbitrary<unknown> {
  const array = fc.array(jsonish, { maxLength: 3 });
  const object = fc.dictionary(
    fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
    jsonish,
    {
      maxKeys: 3,
    },
  );
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.constant(1e308),
  );
  if (typeof like === 'string') return fc.oneof(number, fc.boolean(), fc.constant(null), array, object);
  if (typeof like === 'number') return fc.oneof(nastyString, fc.boolean(), fc.constant(null), array, object);
  if (typeof like === 'boolean') return fc.oneof(nastyString, number, fc.constant(null), array, object);
  return fc.oneof(nastyString, number, fc.boolean());
}

/** Ids attackers try: traversal, encoded traversal, very long, unicode, prototype names. */
export const nastyId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '../',
    '..',
    '.',
    '..%2f',
    '%2e%2e',
    '%2e%2e%2f%2e%2e%2fadmin',
    '..%5c..%5c',
    '%252e%252e',
    'a'.repeat(500),
    '%00',
    '%F0%9F%8D%9B',
    '__proto__',
    'constructor',
    'prototype',
    'null',
    'undefined',
    '-1',
    '%20',
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
  fc.stringMatching(/^[a-z0-9-]{1,40}$/),
);

// ---------------------------------------------------------------- bodies

const PUSH_PATH = '/api/admin/push-subscriptions';
const browserKey = createECDH('prime256v1');
browserKey.generateKeys();
/** A browser's push subscription: any body made from it by breaking a required field is refused. */
const pushSubscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz',
  keys: {
    p256dh: browserKey.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  },
  language: 'id',
};

type Template = Record<string, unknown>;

/** Right keys, some required ones of the wrong type, the others possibly nasty strings. */
function wrongTypes(template: Template, required: string[]): fc.Arbitrary<string> {
  const keys = Object.keys(template);
  return fc
    .record({
      broken: fc.subarray(required, { minLength: 1 }),
      nasty: fc.subarray(keys),
    })
    .chain(({ broken, nasty }) =>
      fc
        .tuple(
          fc.tuple(...broken.map((key) => wrongTypeFor(template[key]))),
          fc.tuple(...nasty.map(() => nastyString)),
        )
        .map(([wrong, strings]) => {
          const body: Template = { ...template };
          nasty.forEach((key, i) => {
            if (typeof template[key] === 'string') body[key] = strings[i];
          });
          broken.forEach((key, i) => {
            body[key] = wrong[i];
          });
          return JSON.stringify(body);
        }),
    );
}

/** The template without at least one required key. */
function missingFields(template: Template, required: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.subarray(required, { minLength: 1 }), fc.subarray(Object.keys(template)))
    .map(([requiredGone, othersGone]) => {
      const body: Template = { ...template };
      for (const key of [...requiredGone, ...othersGone]) delete body[key];
      return JSON.stringify(body);
    });
}

/** Raw JSON text: prototype keys, duplicated keys (the last one wrong), plus an invalid body otherwise. */
function pollution(template: Template, required: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(...required).map((key) => {
    const rest = JSON.stringify({ ...template, [key]: null }).slice(1, -1);
    return (
      `{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},` +
      `"prototype":{"polluted":true},${rest},${JSON.stringify(key)}:"ok",${JSON.stringify(key)}:{"__proto__":{"polluted":true}}}`
    );
  });
}

/** Any JSON at all, or text that is not JSON. Never a valid body for an endpoint with required keys. */
const arbitraryBody: fc.Arbitrary<string> = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 60 }),
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    'null',
    '[]',
    '"x"',
    '0',
    'true',
    '\u0000',
    '{"__proto__":{"polluted":true}}',
  ),
  fc.constantFrom(...HUGE).map((s) => JSON.stringify({ s })),
);

function bodyFamilies(template: Template, required: string[]) {
  return {
    'arbitrary JSON': arbitraryBody,
    'wrong types': wrongTypes(template, required),
    'missing fields': missingFields(template, required),
    'prototype keys': pollution(template, required),
  };
}

// ---------------------------------------------------------------- forged sessions

const base64url = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

function signed(header: Record<string, unknown>, claims: Record<string, unknown>, key: string, hash: string) {
  const input = `${base64url(header)}.${base64url(claims)}`;
  return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`;
}

/** One thing wrong with a session token whose every other part is that of a real one. */
export const TOKEN_DEFECTS = [
  'signed with another key',
  'alg none',
  'alg HS512',
  'alg RS256 (key confusion)',
  'expired',
  'no expiry',
  'another issuer',
  'another audience',
  'unknown account',
  'another token version',
  'token version as text',
  'claims changed after signing',
  'signature cut short',
  'not a JWT',
] as const;
export type TokenDefect = (typeof TOKEN_DEFECTS)[number];

/**
 * A copy of `session` (a real token) re-signed with the server's key, with exactly one `defect`; none
 * gives a token the server must accept, which proves the forgery differs from a real session only there.
 * `other` varies what the defect puts in (an account id, a version, a claim value).
 */
export function forgedToken(session: string, defect: TokenDefect | null, other = 'x'): string {
  const secret = process.env.JWT_SECRET ?? '';
  const claims = JSON.parse(Buffer.from(session.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' };
  const now = Math.floor(Date.now() / 1000);
  const sign = (hash = 'sha256', key = secret) => signed(header, claims, key, hash);
  switch (defect) {
    case null:
      return sign();
    case 'signed with another key':
      return sign('sha256', `${secret}${other}`);
    case 'alg none':
      return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
    case 'alg HS512':
      header.alg = 'HS512';
      return sign('sha512');
    case 'alg RS256 (key confusion)':
      header.alg = 'RS256';
      return sign();
    case 'expired':
      claims.iat = now - 9 * 3600;
      claims.exp = now - 1;
      return sign();
    case 'no expiry':
      delete claims.exp;
      return sign();
    case 'another issuer':
      claims.iss = `${claims.iss}${other}`;
      return sign();
    case 'another audience':
      claims.aud = other === 'x' ? ['rumah-makan-padang-public'] : other;
      return sign();
    case 'unknown account':
      claims.sub = `${claims.sub}${other}`;
      return sign();
    case 'another token version':
      claims.ver = Number(claims.ver) + 1 + other.length;
      return sign();
    case 'token version as text':
      claims.ver = String(claims.ver);
      return sign();
    case 'claims changed after signing': {
      const [head, , signature] = sign().split('.');
      return `${head}.${base64url({ ...claims, sub: other, role: 'superadmin' })}.${signature}`;
    }
    case 'signature cut short':
      return sign().slice(0, -2);
    case 'not a JWT':
      return base64url(other);
  }
}

/** Ways to send a token; combined only with forged ones, so any of them must be refused. */
const SCHEMES = ['Bearer ', 'Bearer  ', 'bearer ', 'Basic ', 'Token ', '', 'Bearer Bearer '];

/** An Authorization header carrying a forged copy of `session`. */
export const forgedAuthorization = (session: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      // Mostly the scheme of a real session, so that the token's defect is what gets it refused.
      fc.oneof({ arbitrary: fc.constant('Bearer '), weight: 3 }, fc.constantFrom(...SCHEMES)),
      fc.constantFrom(...TOKEN_DEFECTS),
      // Header values must be printable ASCII: unicode and traversal reach the token as URL-encoded text.
      fc.oneof(nastyId, fc.stringMatching(/^[\x21-\x7e]{1,60}$/)),
    )
    .map(([scheme, defect, other]) => `${scheme}${forgedToken(session, defect, other)}`);

// ---------------------------------------------------------------- uploads

const BOUNDARY = '----rmp-fuzz-7MA4YWxkTrZu0gW';

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body made by hand, so that every part of the envelope can be broken. */
export function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const LOGO_PATH = '/api/admin/site-settings/upload-logo';
/** The content type of a body made by {@link multipart}. */
export const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const declaredTypes = fc.constantFrom(
  'image/png',
  'image/svg+xml',
  'image/jpeg',
  'text/html',
  '',
  'x/../../',
);

/** Bytes that are no PNG, JPG or SVG, whatever their name or declared type says. */
const notAnImage: fc.Arbitrary<Buffer> = fc
  .oneof(
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    fc
      .constantFrom(
        '<html><script>alert(1)</script></html>',
        '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"/>',
        '<svgx onload="alert(1)"/>',
        'GIF89a\u0001\u0000\u0001\u0000',
        '%PDF-1.4\n',
        'RIFF\u0000\u0000\u0000\u0000WEBPVP8 ',
        '#!/bin/sh\nrm -rf /',
        '<?php system($_GET["c"]); ?>',
      )
      .map((text) => Buffer.from(text)),
    fc.constant(PNG.subarray(0, 7)),
  )
  .filter((data) => detectImageKind(data) === null);

/** A well-formed upload of a 1 KB PNG. */
const UPLOAD = multipart([
  { name: 'file', filename: 'a.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(1024, 7)]) },
]);

/**
 * Upload requests that must all be refused: no image, a broken envelope, no file, two files, too big (each
 * of `oversizes` bytes, over the endpoint's limit).
 */
const refusedUploadsOver = (oversizes: number[]): fc.Arbitrary<Pick<FuzzCase, 'body' | 'contentType'>> =>
  fc.oneof(
    fc
      .tuple(notAnImage, nastyString, declaredTypes)
      .map(([data, filename, type]) => ({ body: multipart([{ name: 'file', filename, type, data }]) })),
    fc
      .constantFrom('application/json', 'text/plain', 'image/png', 'multipart/mixed; boundary=x', '')
      .map((contentType) => ({
        body: multipart([{ name: 'file', filename: 'a.png', data: PNG }]),
        contentType,
      })),
    fc.constant({
      body: multipart([{ name: 'file', filename: 'a.png', data: PNG }]),
      contentType: 'multipart/form-data',
    }),
    fc.constant({
      body: multipart([{ name: 'file', filename: 'a.png', data: PNG }]),
      contentType: 'multipart/form-data; boundary=another-boundary',
    }),
    // Cut anywhere before the closing boundary (inside the file most often: the envelope is the smaller part).
    fc
      .integer({ min: 0, max: UPLOAD.lastIndexOf(`--${BOUNDARY}--`) - 1 })
      .map((cut) => ({ body: UPLOAD.subarray(0, cut) })),
    fc
      .oneof(nastyString, fc.constantFrom('files', 'File', 'file[]', ''))
      .filter((name) => name !== 'file')
      .map((name) => ({ body: multipart([{ name, filename: 'a.png', data: PNG }]) })),
    fc.constant({
      body: multipart([
        { name: 'file', filename: 'a.png', data: PNG },
        { name: 'file', filename: 'b.png', data: PNG },
      ]),
    }),
    fc.constant({ body: multipart([{ name: 'file', filename: 'a.png', data: Buffer.alloc(0) }]) }),
    fc.constant({
      body: multipart([
        { name: 'file', filename: 'a.png', data: Buffer.from('') },
        { name: 'x', data: Buffer.from('y') },
      ]),
    }),
    fc.constantFrom(...oversizes).map((size) => ({
      body: multipart([
        { name: 'file', filename: 'a.png', data: Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]) },
      ]),
    })),
  );
const refusedUploads = refusedUploadsOver([2_097_153, 3_000_000]);
const MEDIA_PATH = '/api/admin/media';
const refusedMediaUploads = refusedUploadsOver([MEDIA_MAX_BYTES + 1, 5_000_000]);

/** SVG that tries to run or load something, and fragments to mix into others. */
const SVG_ATTACKS = [
  '<script>alert(1)</script>',
  '<script href="https://evil.example/x.js"/>',
  '<rect width="1" height="1" onload="alert(1)" onclick="alert(2)"/>',
  '<foreignObject><iframe src="https://evil.example"></iframe></foreignObject>',
  '<use href="https://evil.example/sprite.svg#a"/>',
  '<use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#a"/>',
  '<a href="javascript:alert(1)"><text>x</text></a>',
  '<set attributeName="href" to="javascript:alert(1)"/>',
  '<animate attributeName="href" values="javascript:alert(1)"/>',
  '<style>@import url(https://evil.example/x.css); rect { fill: red }</style>',
  '<rect fill="url(https://evil.example/#x)" style="background:url(javascript:alert(1))"/>',
  '<image href="https://evil.example/track.png"/>',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<rect on\u0000load="alert(1)"/>',
  '<circle r="1" fill="#c00"/>',
];

const hostileSvg: fc.Arbitrary<string> = fc.oneof(
  fc
    .array(fc.constantFrom(...SVG_ATTACKS), { minLength: 1, maxLength: 4 })
    .map((parts) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${parts.join('')}</svg>`),
  fc.constantFrom(
    '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&x;</text></svg>',
    '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]><svg><text>&c;&c;&c;</text></svg>',
    '<svg onload="alert(1)" xmlns:xlink="http://www.w3.org/1999/xlink"/>',
    `<svg>${'<g>'.repeat(2000)}${'</g>'.repeat(2000)}</svg>`,
    '<!-- <svg> --><svg><script>alert(1)</script></svg>',
  ),
);

/** What an uploaded logo may never carry once stored: anything that runs or loads. */
const ACTIVE_SVG =
  /<script|<foreignObject|<iframe|<style|<animate|<set\b|<image|\son[^\s=>/]*\s*=|javascript:|<!ENTITY|(?:href|src)\s*=\s*["'](?!#)|url\(\s*['"]?(?!#)/i;

/** An accepted upload is stored under a name of ours and served as an image that can run nothing. */
async function servedHarmless(answer: FuzzAnswer, baseUrl: string): Promise<string[]> {
  if (answer.status !== 201) return [];
  const url = (answer.json as { url?: unknown }).url;
  if (typeof url !== 'string' || !/^\/uploads\/[A-Za-z0-9_-]+\.(?:png|jpg|svg)$/.test(url))
    return [`stored under an unexpected URL: ${String(url).slice(0, 200)}`];
  const served = await fetch(new URL(url, baseUrl));
  const text = await served.text();
  const type = served.headers.get('content-type') ?? '';
  const problems: string[] = [];
  if (served.status !== 200 || !/^image\/(?:png|jpeg|svg\+xml)$/.test(type))
    problems.push(`${url} served ${served.status} as "${type}"`);
  if (type === 'image/svg+xml') {
    if (!/\bsandbox\b/.test(served.headers.get('content-security-policy') ?? ''))
      problems.push(`${url} served without a sandboxing policy`);
    const active = text.match(ACTIVE_SVG);
    if (active) problems.push(`${url} still carries "${active[0]}": ${text.slice(0, 300)}`);
  }
  return problems;
}

// ---------------------------------------------------------------- targets

export interface FuzzFixtures {
  /** An existing menu item (category id and item id). */
  menuItem: { categoryId: string; id: string; revision: number };
  galleryId: string;
  eventId: string;
  restaurant: Template;
  siteSettings: Template;
  /**
   * A token of an account of its own for the change-password cases: wrong current passwords are throttled
   * per account, and must not lock the account every other case uses.
   */
  passwordToken?: string;
  /** The superadmin's token the cases are sent with, of which forged sessions are copies. */
  session: string;
}

export function fuzzTargets(f: FuzzFixtures): FuzzTarget[] {
  const dish = {
    name: 'Gulai Fuzz',
    category: 'Makanan',
    description: 'Uji.',
    price: 'Rp 1',
    image: '/images/menu/gulai-ikan-kakap.svg',
    spice_level: 1,
    revision: f.menuItem.revision,
  };
  const image = { url: '/images/gallery/ruang-makan.svg', alt: 'Uji', category: 'interior', revision: 1 };
  const event = { title: 'Uji', date: 'Sabtu', description: 'Uji.', image: '', revision: 1 };
  const user = {
    username: 'fuzz.user',
    full_name: 'Uji',
    email: 'uji@example.id',
    role: 'editor',
    password: 'panjang-sekali-1',
  };
  const userUpdate = { full_name: 'Uji', email: 'uji@example.id', role: 'editor', is_active: true };
  const reservation = { name: 'Uji', phone: '0812 3456 7890', date: '2030-01-01', time: '19:00', guests: 2 };
  const itemPath = `/api/admin/menu/category/${f.menuItem.categoryId}/item/${f.menuItem.id}`;
  const hoursCheck = { openingHours: f.restaurant.openingHours };

  const targets: FuzzTarget[] = [];
  const body = (
    name: string,
    method: string,
    path: string,
    template: Template,
    required: string[],
    slow?: boolean,
  ) => {
    for (const [family, arb] of Object.entries(bodyFamilies(template, required))) {
      targets.push({
        name: `${method} ${name}: ${family}`,
        cases: arb.map((text) => ({ method, path, body: text })),
        rejectOnly: true,
        slow,
      });
    }
  };
  const ids = (name: string, method: string, path: (id: string) => string, template?: Template) => {
    targets.push({
      name: `${method} ${name}: hostile ids`,
      cases: fc
        .tuple(
          nastyId,
          template ? fc.oneof(arbitraryBody, fc.constant(JSON.stringify(template))) : fc.constant(undefined),
        )
        .map(([id, text]) => ({ method, path: path(id), body: text })),
      rejectOnly: true,
    });
  };

  body('menu item', 'POST', `/api/admin/menu/category/${f.menuItem.categoryId}/item`, dish, [
    'name',
    'description',
    'price',
    'image',
  ]);
  // Without a revision a PUT replaces whatever is stored (clients that do not track revisions).
  body('menu item', 'PUT', itemPath, dish, ['name', 'description', 'price', 'image']);
  ids('menu item category', 'POST', (id) => `/api/admin/menu/category/${id}/item`, dish);
  ids('menu item', 'PUT', (id) => `/api/admin/menu/category/${f.menuItem.categoryId}/item/${id}`, dish);
  ids('menu item', 'DELETE', (id) => `/api/admin/menu/category/${f.menuItem.categoryId}/item/${id}`);
  ids('menu item in category', 'DELETE', (id) => `/api/admin/menu/category/${id}/item/${f.menuItem.id}`);
  // The Tersedia/Habis switch: a stale revision is a refusal too (409), so every case here is refused.
  const availability = { available: false, revision: f.menuItem.revision };
  body('menu item availability', 'PUT', `${itemPath}/availability`, availability, ['available']);
  ids(
    'menu item availability',
    'PUT',
    (id) => `/api/admin/menu/category/${f.menuItem.categoryId}/item/${id}/availability`,
    availability,
  );
  ids(
    'menu item availability in category',
    'PUT',
    (id) => `/api/admin/menu/category/${id}/item/${f.menuItem.id}/availability`,
    availability,
  );

  body('gallery image', 'POST', '/api/admin/gallery', image, ['url', 'alt', 'category']);
  body('gallery image', 'PUT', `/api/admin/gallery/${f.galleryId}`, image, ['url', 'alt', 'category']);
  ids('gallery image', 'PUT', (id) => `/api/admin/gallery/${id}`, image);
  ids('gallery image', 'DELETE', (id) => `/api/admin/gallery/${id}`);

  body('event', 'POST', '/api/admin/events', event, ['title', 'date', 'description']);
  body('event', 'PUT', `/api/admin/events/${f.eventId}`, event, ['title', 'date', 'description']);
  ids('event', 'PUT', (id) => `/api/admin/events/${id}`, event);
  ids('event', 'DELETE', (id) => `/api/admin/events/${id}`);

  body('restaurant', 'PUT', '/api/admin/restaurant', f.restaurant, ['name']);
  body('hours check', 'POST', '/api/admin/restaurant/hours-check', hoursCheck, ['openingHours']);
  body('site settings', 'PUT', '/api/admin/site-settings', f.siteSettings, [
    'page_title',
    'favicon_url',
    'brand_type',
  ]);

  body('notification e-mail', 'PUT', '/api/admin/notifications', { email_to: ['uji@example.id'] }, [
    'email_to',
  ]);
  body('push subscription', 'POST', PUSH_PATH, pushSubscription, ['endpoint', 'keys']);
  body('push subscription', 'DELETE', PUSH_PATH, { endpoint: pushSubscription.endpoint }, ['endpoint']);

  body('users', 'POST', '/api/admin/users', user, ['username', 'role', 'password']);
  ids('user', 'PUT', (id) => `/api/admin/users/${id}`, userUpdate);
  const reset = { new_password: 'panjang-sekali-2' };
  ids('user reset password', 'POST', (id) => `/api/admin/users/${id}/reset-password`, reset);
  body('user reset password', 'POST', '/api/admin/users/nobody/reset-password', reset, ['new_password']);
  targets.push({
    name: 'POST AI describe: any body',
    // Valid requests are answered (200) by the built-in writer: only never a 5xx, and {detail} on refusal.
    cases: fc
      .oneof(
        arbitraryBody,
        fc
          .tuple(nastyString, nastyString, fc.oneof(nastyString, fc.array(nastyString, { maxLength: 40 })))
          .map(([item_name, category, ingredients]) => JSON.stringify({ item_name, category, ingredients })),
      )
      .map((text) => ({ method: 'POST', path: '/api/ai/describe-menu', body: text })),
    rejectOnly: false,
  });
  targets.push({
    name: 'POST publish: any body',
    cases: arbitraryBody.map((text) => ({ method: 'POST', path: '/api/admin/publish', body: text })),
    rejectOnly: false,
  });
  ids('reservation decision', 'PUT', (id) => `/api/admin/reservations/${id}`, { status: 'confirmed' });
  body('reservation decision', 'PUT', '/api/admin/reservations/does-not-exist', { status: 'confirmed' }, [
    'status',
  ]);

  targets.push({
    name: 'POST history restore: hostile kinds, ids and versions',
    cases: fc
      .tuple(
        nastyId,
        nastyId,
        fc.oneof(
          arbitraryBody,
          nastyString.map((version) => JSON.stringify({ version, revision: 1 })),
        ),
      )
      .map(([kind, id, text]) => ({
        method: 'POST',
        path: `/api/admin/history/${kind}/${id}/restore`,
        body: text,
      })),
    rejectOnly: true,
  });
  targets.push({
    name: 'POST history restore of a real item: hostile versions',
    cases: fc
      .oneof(
        arbitraryBody,
        nastyString.map((version) => JSON.stringify({ version, revision: 1 })),
      )
      .map((text) => ({
        method: 'POST',
        path: `/api/admin/history/menu/${f.menuItem.id}/restore`,
        body: text,
      })),
    rejectOnly: true,
  });
  targets.push({
    name: 'POST trash restore / DELETE trash purge: hostile kinds and ids',
    cases: fc.tuple(fc.constantFrom('POST', 'DELETE'), nastyId, nastyId).map(([method, kind, id]) => ({
      method,
      path: method === 'POST' ? `/api/admin/trash/${kind}/${id}/restore` : `/api/admin/trash/${kind}/${id}`,
    })),
    rejectOnly: true,
  });
  targets.push({
    name: 'POST backup preview: any file',
    cases: arbitraryBody.map((text) => ({ method: 'POST', path: '/api/admin/backup/preview', body: text })),
    rejectOnly: false,
  });
  body('backup restore', 'POST', '/api/admin/backup/restore', { backup: { version: 1 }, confirm: true }, [
    'backup',
  ]);

  body(
    'change password',
    'POST',
    '/api/admin/auth/change-password',
    { old_password: 'x', new_password: 'y' },
    ['old_password', 'new_password'],
  );
  (targets.at(-1) as FuzzTarget).token = f.passwordToken;
  targets.push({
    name: 'POST change password: wrong current password',
    token: f.passwordToken,
    // Never the real one: these must all be refused.
    cases: fc
      .tuple(
        nastyString.filter((s) => s.length > 0 && s.length <= 200 && s !== 'padang123'),
        nastyString,
      )
      .map(([old_password, new_password]) => ({
        method: 'POST',
        path: '/api/admin/auth/change-password',
        body: JSON.stringify({ old_password, new_password }),
      })),
    rejectOnly: true,
    slow: true,
  });

  // 400s do not count against the reservation limit (5 per client per 10 minutes).
  body('public reservation', 'POST', '/api/reservations', reservation, [
    'name',
    'phone',
    'date',
    'time',
    'guests',
  ]);

  // An order for a time the restaurant does not offer: refused (409) even when every field is well formed,
  // and refusals come before the order counts against the client's limit.
  const order = {
    lines: [{ slug: 'rendang-daging', quantity: 1, note: '' }],
    mode: 'pickup',
    name: 'Uji',
    phone: '0812 3456 7890',
    time: '2030-01-01 12:00',
  };
  body('public order', 'POST', '/api/orders', order, ['lines', 'mode', 'name', 'phone']);
  const orderMove = { status: 'accepted', revision: 1 };
  ids('order change', 'PUT', (id) => `/api/admin/orders/${id}`, orderMove);
  body('order change', 'PUT', '/api/admin/orders/PSN-222222', orderMove, ['status', 'revision']);
  ids('order undo', 'POST', (id) => `/api/admin/orders/${id}/undo`, { revision: 1 });

  // A save based on a version that is not the stored one (stale, forged or malformed) changes nothing.
  for (const [name, path, template] of [
    ['restaurant', '/api/admin/restaurant', f.restaurant],
    ['site settings', '/api/admin/site-settings', f.siteSettings],
  ] as const) {
    targets.push({
      name: `PUT ${name}: stale or hostile versions`,
      cases: fc
        .oneof(
          fc.stringMatching(/^"[\w-]{27}"$/),
          fc.stringMatching(/^[\x21-\x7e]{1,80}$/).filter((tag) => tag !== '*'),
          fc.constantFrom('W/""', '""', '"a", "b"', 'null', '*,*'),
        )
        .map((tag) => ({
          method: 'PUT',
          path,
          body: JSON.stringify({ ...template, name: 'Versi basi', page_title: 'Versi basi' }),
          headers: { 'if-match': tag },
        })),
      rejectOnly: true,
    });
  }

  ids('settings history restore', 'POST', (id) => `/api/admin/settings-history/${id}/restore`, {
    version: 'v1',
  });
  body(
    'settings history restore',
    'POST',
    '/api/admin/settings-history/restaurant/restore',
    { version: 'v1' },
    ['version'],
  );

  targets.push({
    name: 'POST logo upload: refused files and broken envelopes',
    cases: refusedUploads.map((c) => ({ method: 'POST', path: LOGO_PATH, contentType: MULTIPART, ...c })),
    rejectOnly: true,
  });
  targets.push({
    name: 'POST logo upload: hostile SVGs and file names',
    // Accepted when something drawable is left: then it must be stored under our name and served inert.
    cases: fc
      .tuple(
        fc.oneof(
          { arbitrary: hostileSvg.map((svg) => Buffer.from(svg)), weight: 4 },
          { arbitrary: fc.constant(PNG), weight: 1 },
        ),
        nastyString,
        declaredTypes,
      )
      .map(([data, filename, type]) => ({
        method: 'POST',
        path: LOGO_PATH,
        contentType: MULTIPART,
        body: multipart([{ name: 'file', filename, type, data }]),
      })),
    rejectOnly: false,
    check: servedHarmless,
  });

  targets.push({
    name: 'POST media upload: refused files and broken envelopes',
    cases: refusedMediaUploads.map((c) => ({
      method: 'POST',
      path: MEDIA_PATH,
      contentType: MULTIPART,
      ...c,
    })),
    rejectOnly: true,
  });

  const forged = forgedAuthorization(f.session);
  targets.push({
    name: 'POST logout: forged sessions, any body',
    cases: fc.tuple(forged, arbitraryBody).map(([authorization, text]) => ({
      method: 'POST',
      path: '/api/admin/auth/logout',
      body: text,
      authorization,
    })),
    rejectOnly: true,
    status: 401,
  });
  const calls: Array<[string, string, Template?]> = [
    ['GET', '/api/admin/auth/me'],
    [
      'POST',
      '/api/admin/auth/change-password',
      { old_password: 'padang123', new_password: 'panjang-sekali-3' },
    ],
    ['GET', '/api/admin/menu'],
    ['POST', `/api/admin/menu/category/${f.menuItem.categoryId}/item`, dish],
    ['PUT', `${itemPath}/availability`, { available: false, revision: f.menuItem.revision }],
    ['PUT', itemPath, dish],
    ['DELETE', itemPath],
    ['GET', '/api/admin/gallery'],
    ['POST', '/api/admin/gallery', image],
    ['PUT', `/api/admin/gallery/${f.galleryId}`, image],
    ['DELETE', `/api/admin/gallery/${f.galleryId}`],
    ['GET', '/api/admin/events'],
    ['POST', '/api/admin/events', event],
    ['PUT', `/api/admin/events/${f.eventId}`, event],
    ['DELETE', `/api/admin/events/${f.eventId}`],
    ['GET', '/api/admin/restaurant'],
    ['PUT', '/api/admin/restaurant', f.restaurant],
    ['POST', '/api/admin/restaurant/hours-check', hoursCheck],
    ['GET', '/api/admin/site-settings'],
    ['PUT', '/api/admin/site-settings', f.siteSettings],
    ['POST', LOGO_PATH],
    ['GET', MEDIA_PATH],
    ['POST', MEDIA_PATH],
    ['DELETE', `${MEDIA_PATH}/0123456789abcdef01234567`],
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users', user],
    ['PUT', '/api/admin/users/admin', userUpdate],
    ['POST', '/api/admin/users/admin/reset-password', reset],
    ['GET', '/api/admin/reservations'],
    ['PUT', '/api/admin/reservations/RMP1', { status: 'confirmed' }],
    ['GET', '/api/admin/reservations/pending-count'],
    ['GET', '/api/admin/orders'],
    ['GET', '/api/admin/orders/PSN-222222'],
    ['PUT', '/api/admin/orders/PSN-222222', { status: 'accepted', revision: 1 }],
    ['POST', '/api/admin/orders/PSN-222222/undo', { revision: 1 }],
    ['GET', '/api/admin/orders/new-count'],
    ['GET', '/api/admin/orders/calendar'],
    ['GET', '/api/admin/orders/export?from=2026-11-01&to=2026-11-30'],
    ['GET', '/api/admin/notifications'],
    ['PUT', '/api/admin/notifications', { email_to: ['uji@example.id'] }],
    ['GET', `/api/admin/history/menu/${f.menuItem.id}`],
    ['POST', `/api/admin/history/menu/${f.menuItem.id}/restore`, { version: 'v1', revision: 1 }],
    ['GET', '/api/admin/settings-history/restaurant'],
    ['POST', '/api/admin/settings-history/restaurant/restore', { version: 'v1' }],
    ['GET', '/api/admin/trash'],
    ['POST', '/api/admin/trash/menu/x/restore'],
    ['DELETE', '/api/admin/trash/menu/x'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/backup'],
    ['POST', '/api/admin/backup/preview', { version: 1 }],
    ['POST', '/api/admin/backup/restore', { backup: { version: 1 }, confirm: true }],
    ['GET', '/api/admin/publish-status'],
    ['POST', '/api/admin/publish'],
    ['POST', '/api/ai/describe-menu', { item_name: 'Rendang', category: 'Makanan' }],
    ['GET', PUSH_PATH],
    ['POST', PUSH_PATH, pushSubscription],
    ['DELETE', PUSH_PATH, { endpoint: pushSubscription.endpoint }],
  ];
  targets.push({
    name: 'any admin endpoint: forged sessions',
    cases: fc.tuple(fc.constantFrom(...calls), forged).map(([[method, path, template], authorization]) => ({
      method,
      path,
      body: template && JSON.stringify(template),
      authorization,
    })),
    rejectOnly: true,
    status: 401,
  });

  const query = (value: string) => encodeURIComponent(value);
  targets.push({
    name: 'GET reads: hostile ids and queries',
    cases: fc
      .tuple(
        fc.nat(16),
        nastyId,
        nastyId,
        nastyString.filter((s) => s.length < 2_000),
      )
      .map(([which, a, b, text]) => {
        const paths = [
          `/api/menu/${a}`,
          `/api/menu/${a}/related?limit=${query(text)}`,
          `/api/admin/reservations?date=${query(text)}&status=${b}`,
          `/api/admin/history/${a}/${b}`,
          `/api/admin/settings-history/${a}`,
          `/uploads/${a}`,
          `/media/${a}`,
          `/api/menu-availability?${query(text)}=${b}`,
          `/api/admin/audit?limit=${query(text)}`,
          `/api/admin/reservations/pending-count?${query(text)}=${b}`,
          `/api/admin/notifications?${query(text)}=${b}`,
          `/api/reservations/slots?date=${query(text)}`,
          `/api/admin/orders?date=${query(text)}&status=${b}`,
          `/api/admin/orders/${a}`,
          `/api/admin/orders/new-count?${query(text)}=${b}`,
          `/api/admin/orders/calendar?from=${query(text)}&days=${b}`,
          `/api/preorders/left?${query(text)}=${b}`,
        ];
        return { method: 'GET', path: paths[which] as string };
      }),
    rejectOnly: false,
    readOnly: true,
  });
  return targets;
}

/** Login is throttled per (username, ip) and records failures: random usernames, no snapshot. */
export function loginTargets(): FuzzTarget[] {
  const username = fc.stringMatching(/^fz[a-z0-9]{6,12}$/);
  return [
    {
      name: 'POST login: arbitrary bodies',
      cases: arbitraryBody.map((text) => ({ method: 'POST', path: '/api/admin/auth/login', body: text })),
      rejectOnly: true,
    },
    {
      name: 'POST login: unknown users, hostile passwords',
      cases: fc.tuple(username, nastyString).map(([name, password]) => ({
        method: 'POST',
        path: '/api/admin/auth/login',
        body: JSON.stringify({ username: name, password }),
      })),
      rejectOnly: true,
      slow: true,
    },
  ];
}
