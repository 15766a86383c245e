/**
 * Fuzzing of every write endpoint, shared by tests/integration/fuzz.test.ts (small fixed-seed runs in
 * `npm test`) and scripts/bench/fuzz.ts (larger runs). Each target is one endpoint and one family of
 * hostile inputs; `rejectOnly` targets only produce inputs the server must refuse, so the whole store
 * must be byte-identical around a batch of them.
 */
import { request as httpRequest } from 'node:http';
import { getStore } from '@netlify/blobs';
import fc from 'fast-check';

export const FUZZ_SEED = 20261123;

export interface FuzzCase {
  method: string;
  /** Sent as-is (raw path): '../', '%2e%2e' and friends reach the server unnormalised. */
  path: string;
  /** Raw body text (so duplicate keys and "__proto__" survive), or none. */
  body?: string;
  contentType?: string;
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
}

/** Sends a case over HTTP with node:http so the path is not normalised by a URL parser. */
export function send(baseUrl: string, token: string | undefined, c: FuzzCase): Promise<FuzzAnswer> {
  const { hostname, port } = new URL(baseUrl);
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
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

export function prototypePolluted(): boolean {
  const probe = {} as Record<string, unknown>;
  return 'polluted' in probe || 'polluted' in Object.prototype || typeof probe.isAdmin !== 'undefined';
}

const STORES = ['content', 'admin', 'audit', 'reservations', 'uploads'];

/** Every blob of every store, to prove a refused request changed nothing. */
export async function snapshotStores(): Promise<string> {
  const all: Array<readonly [string, string | null]> = [];
  for (const name of STORES) {
    const store = getStore({ name, consistency: 'strong' });
    // Rate-limit hits are the one thing a refused request may add (a wrong password counts against its limit).
    const blobs = (await store.list()).blobs.filter((b) => !b.key.startsWith('rate-hits/'));
    const entries = await Promise.all(
      blobs.map(async (b) => [`${name}/${b.key}`, await store.get(b.key, { type: 'text' })] as const),
    );
    all.push(...entries);
  }
  return JSON.stringify(all.sort(([a], [b]) => a.localeCompare(b)));
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
  body('menu item', 'PUT', itemPath, dish, ['name', 'description', 'price', 'image', 'revision']);
  ids('menu item category', 'POST', (id) => `/api/admin/menu/category/${id}/item`, dish);
  ids('menu item', 'PUT', (id) => `/api/admin/menu/category/${f.menuItem.categoryId}/item/${id}`, dish);
  ids('menu item', 'DELETE', (id) => `/api/admin/menu/category/${f.menuItem.categoryId}/item/${id}`);
  ids('menu item in category', 'DELETE', (id) => `/api/admin/menu/category/${id}/item/${f.menuItem.id}`);

  body('gallery image', 'POST', '/api/admin/gallery', image, ['url', 'alt', 'category']);
  body('gallery image', 'PUT', `/api/admin/gallery/${f.galleryId}`, image, ['url', 'alt', 'category']);
  ids('gallery image', 'PUT', (id) => `/api/admin/gallery/${id}`, image);
  ids('gallery image', 'DELETE', (id) => `/api/admin/gallery/${id}`);

  body('event', 'POST', '/api/admin/events', event, ['title', 'date', 'description']);
  body('event', 'PUT', `/api/admin/events/${f.eventId}`, event, ['title', 'date', 'description']);
  ids('event', 'PUT', (id) => `/api/admin/events/${id}`, event);
  ids('event', 'DELETE', (id) => `/api/admin/events/${id}`);

  body('restaurant', 'PUT', '/api/admin/restaurant', f.restaurant, ['name']);
  body('site settings', 'PUT', '/api/admin/site-settings', f.siteSettings, [
    'page_title',
    'favicon_url',
    'brand_type',
  ]);

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
