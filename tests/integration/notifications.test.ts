import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { NotifyStatusSchema, PendingCountSchema } from '../../src/domain/notifications/channels.ts';
import { formatRupiah, orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { NOTIFY_TIMEOUT_MS } from '../../src/server/notifications/notify-service.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { rawRequest } from '../helpers/raw-http.ts';

// Issue 17: a new booking reaches the restaurant by e-mail (a real SMTP server started here receives it)
// and by webhook (a real HTTP server), after the guest's answer and never in its way. The functions run
// in this file's process (as in faults.test.ts), so that the settings set here are theirs; the server
// reads them on each booking (config.ts).

/** Bookings of this file come from their own loopback address: 127.0.0.1's allowance is other files'. */
const FROM = '127.0.0.5';

interface Mail {
  at: number;
  from: string;
  to: string[];
  raw: string;
  subject: string;
  body: string;
}
interface Hook {
  at: number;
  body: Record<string, unknown>;
}

const mails: Mail[] = [];
const hooks: Hook[] = [];
/** How the webhook answers: a status, or 'hang' (never). */
let hookAnswer: number | 'hang' = 204;

const smtp = new SMTPServer({
  logger: false,
  disabledCommands: ['STARTTLS'],
  // Loopback only, in a test: the password travels in clear.
  allowInsecureAuth: true,
  onAuth(auth, _session, callback) {
    if (auth.username === 'dapur' && auth.password === 'rahasia s3kali') callback(null, { user: 'dapur' });
    else callback(new Error('Invalid username or password'));
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const split = raw.indexOf('\r\n\r\n');
      const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
      const subject = head.match(/^Subject: (.*)$/im)?.[1] ?? '';
      mails.push({
        at: performance.now(),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        raw,
        subject,
        body: raw.slice(split + 4),
      });
      callback();
    });
  },
});

const hookServer: Server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    hooks.push({ at: performance.now(), body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
    if (hookAnswer === 'hang') return;
    res.writeHead(hookAnswer, { 'content-type': 'application/json' }).end('{}');
  });
});

const portOf = (server: { address(): AddressInfo | string | null }) => (server.address() as AddressInfo).port;
let smtpPort = 0;
let hookPort = 0;
let server: InProcessServer;
const baseUrl = () => server.url;

/** A call to the functions of this file, as the admin makes it. */
async function api(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const response = await fetch(new URL(path, server.url), {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}
const saved = { ...process.env };

beforeAll(async () => {
  server = await startInProcessServer({ port: 0 });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = portOf(smtp.server);
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  hookPort = portOf(hookServer);
  // The server reads these on each booking (config.ts): set here, seen by the next request.
  process.env.SMTP_URL = `smtp://dapur:${encodeURIComponent('rahasia s3kali')}@127.0.0.1:${smtpPort}`;
  process.env.NOTIFY_EMAIL_TO = 'dapur@rumah-makan.test, pemilik@rumah-makan.test';
  process.env.NOTIFY_EMAIL_FROM = 'Reservasi <reservasi@rumah-makan.test>';
  process.env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${hookPort}/hook?token=bot-secret-123`;
  process.env.RESERVATIONS_PER_CLIENT = '50';
});
afterEach(() => {
  hookAnswer = 204;
});
afterAll(async () => {
  for (const name of ['SMTP_URL', 'NOTIFY_EMAIL_TO', 'NOTIFY_EMAIL_FROM', 'NOTIFY_WEBHOOK_URL']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  if (saved.RESERVATIONS_PER_CLIENT === undefined) delete process.env.RESERVATIONS_PER_CLIENT;
  else process.env.RESERVATIONS_PER_CLIENT = saved.RESERVATIONS_PER_CLIENT;
  hookServer.closeAllConnections();
  await new Promise((resolve) => hookServer.close(resolve));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await server.stop();
});

/** A booking through the public API (JSON, or the form's own POST) from this file's address; when its answer ended. */
async function post(
  body: { json: unknown } | { form: Record<string, string> },
  headers: Record<string, string> = {},
) {
  const started = performance.now();
  const answer = await rawRequest(baseUrl(), '/api/reservations', {
    method: 'POST',
    localAddress: FROM,
    headers,
    ...body,
  });
  const answeredAt = performance.now();
  return { ...answer, answeredAt, ms: answeredAt - started };
}

let guest = 0;
const booking = () => ({
  name: `Rahmat Hidayat ${String.fromCharCode(65 + guest++)}`,
  phone: '0812 7777 1234',
  date: wednesdayAhead(),
  time: '19:30',
  guests: '5-8',
});

async function book(input = booking()) {
  const answer = await post({ json: input });
  expect(answer.status, answer.text).toBe(201);
  return { ...answer, input, id: (JSON.parse(answer.text) as { id: string }).id };
}

async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailFor = (id: string) => eventually(() => mails.find((mail) => mail.subject.includes(id)));
const hookFor = (id: string) => eventually(() => hooks.find((hook) => hook.body.id === id));

async function status(token?: string) {
  const answer = await api('/api/admin/notifications', { token: token ?? (await adminToken()) });
  expect(answer.status).toBe(200);
  return NotifyStatusSchema.parse(answer.body);
}

const failureOf = async (id: string, channel: 'email' | 'webhook') =>
  eventually(async () =>
    (await status()).failures?.find(
      (failure) => failure.reservation_id === id && failure.channel === channel,
    ),
  );

describe('new bookings reach the restaurant by e-mail and webhook', () => {
  it('sends both for a booking through the API, after the answer', async () => {
    const booked = await book();
    const [mail, hook] = await Promise.all([mailFor(booked.id), hookFor(booked.id)]);
    console.info(
      `booking ${booked.id}: answered in ${booked.ms.toFixed(0)} ms; e-mail arrived ${(mail.at - booked.answeredAt).toFixed(0)} ms and the webhook ${(hook.at - booked.answeredAt).toFixed(0)} ms after the answer`,
    );

    expect(mail.to).toEqual(['dapur@rumah-makan.test', 'pemilik@rumah-makan.test']);
    expect(mail.from).toBe('reservasi@rumah-makan.test');
    expect(mail.raw).toMatch(/^To: dapur@rumah-makan\.test, pemilik@rumah-makan\.test$/im);
    expect(mail.subject).toBe(
      `New booking ${booked.id}: ${booked.input.name}, ${booked.input.date} 19:30, 5-8 guests`,
    );
    expect(mail.body).toContain(`Booking: ${booked.id}`);
    expect(mail.body).toContain(`Name: ${booked.input.name}`);
    expect(mail.body).toContain('Phone: +6281277771234');
    expect(mail.body).toContain(`Date: ${booked.input.date}`);
    expect(mail.body).toContain('Time: 19:30');
    expect(mail.body).toContain(`${baseUrl()}/admin/reservations`);

    expect(hook.body).toMatchObject({
      event: 'reservation.created',
      id: booked.id,
      name: booked.input.name,
      phone: '6281277771234',
      date: booked.input.date,
      time: '19:30',
      guests: '5-8',
      admin_url: `${baseUrl()}/admin/reservations`,
    });
    expect(hook.body.text).toContain(booked.id);
  });

  it('tells the restaurant of a guest order too: e-mail, and the webhook with event order.created', async () => {
    const restaurant = await api('/api/admin/restaurant', { token: await adminToken() });
    const hours = (restaurant.body as { openingHours: OpeningHours }).openingHours;
    const at = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    if (!at) throw new Error('The restaurant offers no order time today or tomorrow');
    const answer = await rawRequest(baseUrl(), '/api/orders', {
      method: 'POST',
      localAddress: '127.0.0.15',
      json: {
        lines: [{ slug: 'rendang-daging', quantity: 2, note: 'kuah dipisah' }],
        mode: 'pickup',
        name: 'Yusuf Pesan',
        phone: '0812 7777 5678',
        time: `${at.date} ${at.time}`,
      },
    });
    expect(answer.status, answer.text).toBe(201);
    const { code, order } = answer.json as { code: string; order: { bill: { total: number } } };
    const total = formatRupiah(order.bill.total);
    const [mail, hook] = await Promise.all([
      mailFor(code),
      eventually(() => hooks.find((found) => found.body.code === code)),
    ]);
    expect(mail.subject).toBe(`New order ${code}: Yusuf Pesan, Pick-up, ${total}`);
    // Quoted-printable: soft line breaks and "=" written as "=3D".
    const body = mail.body.replace(/=\r\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`2 x Rendang Daging = ${formatRupiah(order.bill.total)}`);
    expect(body).toContain('note: kuah dipisah');
    expect(body).toContain(`Accept or decline it in the admin: ${baseUrl()}/admin/orders?code=${code}`);
    expect(hook.body).toMatchObject({
      event: 'order.created',
      code,
      name: 'Yusuf Pesan',
      phone: '6281277775678',
      mode: 'pickup',
      time: `${at.date} ${at.time}`,
      total: order.bill.total,
      lines: [{ slug: 'rendang-daging', quantity: 2, note: 'kuah dipisah' }],
      admin_url: `${baseUrl()}/admin/orders?code=${code}`,
    });
  });

  it("links to the site's own admin, whatever Host the booking was sent with", async () => {
    const input = booking();
    const answer = await post({ json: input }, { host: 'evil.example:666' });
    expect(answer.status, answer.text).toBe(201);
    const { id } = JSON.parse(answer.text) as { id: string };
    const [mail, hook] = await Promise.all([mailFor(id), hookFor(id)]);
    expect(hook.body.admin_url).toBe(`${baseUrl()}/admin/reservations`);
    expect(JSON.stringify(hook.body)).not.toContain('evil.example');
    expect(mail.body).toContain(`${baseUrl()}/admin/reservations`);
    expect(mail.body).not.toContain('evil.example');
  });

  it('sends both for a booking by the form without JavaScript too', async () => {
    const input = booking();
    const answer = await post({ form: input });
    expect(answer.status, answer.text).toBe(201);
    const hook = await eventually(() => hooks.find((h) => h.body.name === input.name));
    const id = hook.body.id as string;
    expect(answer.text).toContain(id);
    const mail = await mailFor(id);
    expect(mail.body).toContain(`Name: ${input.name}`);
    console.info(
      `form booking ${id}: e-mail ${(mail.at - answer.answeredAt).toFixed(0)} ms, webhook ${(hook.at - answer.answeredAt).toFixed(0)} ms after the answer`,
    );
  });

  it('counts the booking as pending for the admin badge, the newest first', async () => {
    const token = await adminToken();
    const before = PendingCountSchema.parse(
      (await api('/api/admin/reservations/pending-count', { token })).body,
    );
    const booked = await book();
    const after = PendingCountSchema.parse(
      (await api('/api/admin/reservations/pending-count', { token })).body,
    );
    expect(after).toMatchObject({ pending: before.pending + 1, latest_id: booked.id, newest: [] });
    const decided = await api(`/api/admin/reservations/${booked.id}`, {
      method: 'PUT',
      token,
      json: { status: 'declined' },
    });
    expect(decided.status).toBe(200);
    const declined = PendingCountSchema.parse(
      (await api('/api/admin/reservations/pending-count', { token })).body,
    );
    expect(declined.pending).toBe(before.pending);
    expect(declined.latest_id).not.toBe(booked.id);
    expect((await api('/api/admin/reservations/pending-count?x=1', { token })).status).toBe(400);
  });

  it('names the bookings made since the admin last asked, none on its first question', async () => {
    const token = await adminToken();
    const count = async (query = '', as = token) => {
      const answer = await api(`/api/admin/reservations/pending-count${query}`, { token: as });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return PendingCountSchema.parse(answer.body);
    };
    const first = await count();
    // What waited before the admin opened is counted, never announced as new.
    expect(first.newest).toEqual([]);
    const one = await book();
    const two = await book();
    const next = await count(`?since=${first.now}`);
    expect(next.now).toBeGreaterThanOrEqual(first.now);
    expect(next.newest).toEqual(
      [two, one].map(({ id, input }) => ({
        id,
        name: input.name,
        guests: input.guests,
        date: input.date,
        time: input.time,
      })),
    );
    expect((await count(`?since=${next.now}`)).newest).toEqual([]);
    // A decided booking is no longer new.
    await api(`/api/admin/reservations/${two.id}`, { method: 'PUT', token, json: { status: 'declined' } });
    expect((await count(`?since=${first.now}`)).newest.map((b) => b.id)).toEqual([one.id]);
    // Who may ask is the role matrix's (roles-and-users.test.ts); nonsense is refused.
    expect((await api('/api/admin/reservations/pending-count?since=kemarin', { token })).status).toBe(400);
  });

  it('says which channels are configured, never their addresses or secrets', async () => {
    const answer = await api('/api/admin/notifications', { token: await adminToken() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: true, webhook: true });
    expect(JSON.stringify(answer.body)).not.toMatch(/rahasia|bot-secret|rumah-makan\.test|127\.0\.0\.1/);
  });

  it('a webhook answering 500 leaves the 201 as it is, and the failure is recorded', async () => {
    hookAnswer = 500;
    const booked = await book();
    expect(booked.status).toBe(201);
    await mailFor(booked.id);
    const failure = await failureOf(booked.id, 'webhook');
    expect(failure.error).toContain('HTTP 500');
  });

  it('a webhook that never answers does not hold the booking up', async () => {
    hookAnswer = 'hang';
    const booked = await book();
    expect(booked.ms).toBeLessThan(NOTIFY_TIMEOUT_MS);
    await hookFor(booked.id);
    const failure = await failureOf(booked.id, 'webhook');
    expect(failure.error).toContain('did not answer in time');
    console.info(`a hanging webhook: the booking was answered in ${booked.ms.toFixed(0)} ms`);
  });

  it('an unreachable webhook and SMTP server: 201, both failures recorded without the secrets', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    process.env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${port}/hook?token=bot-secret-123`;
    process.env.SMTP_URL = `smtp://dapur:rahasia@127.0.0.1:${port}`;
    try {
      const booked = await book();
      const [webhook, email] = await Promise.all([
        failureOf(booked.id, 'webhook'),
        failureOf(booked.id, 'email'),
      ]);
      expect(webhook.error).toMatch(/ECONNREFUSED|fetch failed/);
      expect(email.error).toMatch(/ECONNREFUSED/);
      const shown = JSON.stringify(await status());
      expect(shown).not.toContain('bot-secret');
      expect(shown).not.toContain('rahasia');
    } finally {
      process.env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${hookPort}/hook?token=bot-secret-123`;
      process.env.SMTP_URL = `smtp://dapur:${encodeURIComponent('rahasia s3kali')}@127.0.0.1:${smtpPort}`;
    }
  });

  it('with nothing configured, books as before and says so', async () => {
    delete process.env.SMTP_URL;
    delete process.env.NOTIFY_WEBHOOK_URL;
    try {
      const count = hooks.length + mails.length;
      await book();
      expect(await status()).toMatchObject({ email: false, webhook: false });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hooks.length + mails.length).toBe(count);
    } finally {
      process.env.NOTIFY_WEBHOOK_URL = `http://127.0.0.1:${hookPort}/hook?token=bot-secret-123`;
      process.env.SMTP_URL = `smtp://dapur:${encodeURIComponent('rahasia s3kali')}@127.0.0.1:${smtpPort}`;
    }
  });
});

describe('the e-mail addresses saved in Settings → Notifications', () => {
  const OWNER = 'uda.rizal@padang-uda.test';
  const save = async (email_to: unknown, token?: string, language?: string) =>
    api('/api/admin/notifications', {
      method: 'PUT',
      token: token ?? (await adminToken()),
      json: { email_to, language },
    });
  afterAll(async () => {
    expect((await save([])).status).toBe(200);
  });

  it('a superadmin saves an address, and each new booking is e-mailed to it too', async () => {
    const saved = await save([OWNER]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(NotifyStatusSchema.parse(saved.body)).toMatchObject({
      email: true,
      mail_server: true,
      email_to: [OWNER],
      server_email_to: true,
    });
    const audit = await api('/api/admin/audit?limit=1', { token: await adminToken() });
    expect((audit.body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      action: 'notify-email-set',
      by: 'admin',
      summary: `New bookings are e-mailed to ${OWNER}`,
    });
    const booked = await book();
    const mail = await mailFor(booked.id);
    expect(mail.to).toEqual(['dapur@rumah-makan.test', 'pemilik@rumah-makan.test', OWNER]);
    expect(mail.body).toContain(`Name: ${booked.input.name}`);
  });

  it('saved from the admin in Indonesian, the e-mail is written in Indonesian', async () => {
    expect((await save([OWNER], undefined, 'id')).status).toBe(200);
    const booked = await book();
    const mail = await mailFor(booked.id);
    expect(mail.subject).toMatch(
      new RegExp(`^Reservasi baru ${booked.id}: .+, \\w+, \\d{1,2} \\w+ \\d{4} 19:30, 5-8 orang$`),
    );
    expect(mail.body).toContain(`Nama: ${booked.input.name}`);
    expect(mail.body).toContain('Jumlah tamu: 5-8');
    expect(mail.body).toContain('Konfirmasi atau tolak di admin: ');
    expect(mail.body).not.toContain('Name:');
  });

  it('refuses a language the admin does not speak', async () => {
    const refused = await save([OWNER], undefined, 'fr');
    expect(refused.status).toBe(400);
    expect(String(refused.body?.detail)).toMatch(/language/);
  });

  it('with only a mail server on the server, the saved address alone receives the booking', async () => {
    delete process.env.NOTIFY_EMAIL_TO;
    delete process.env.NOTIFY_EMAIL_FROM;
    try {
      expect((await save([OWNER, 'dapur.uda@padang-uda.test'])).status).toBe(200);
      expect(await status()).toMatchObject({ email: true, server_email_to: false });
      const booked = await book();
      const mail = await mailFor(booked.id);
      expect(mail.to).toEqual([OWNER, 'dapur.uda@padang-uda.test']);
      // The SMTP user is no address: the first recipient sends it.
      expect(mail.from).toBe(OWNER);
    } finally {
      process.env.NOTIFY_EMAIL_TO = 'dapur@rumah-makan.test, pemilik@rumah-makan.test';
      process.env.NOTIFY_EMAIL_FROM = 'Reservasi <reservasi@rumah-makan.test>';
    }
  });

  it('says so when the server cannot send mail, and sends nothing to the saved address', async () => {
    delete process.env.SMTP_URL;
    try {
      expect((await save([OWNER])).status).toBe(200);
      expect(await status()).toMatchObject({ email: false, mail_server: false, email_to: [OWNER] });
      const count = mails.length;
      const booked = await book();
      await hookFor(booked.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(mails.length).toBe(count);
    } finally {
      process.env.SMTP_URL = `smtp://dapur:${encodeURIComponent('rahasia s3kali')}@127.0.0.1:${smtpPort}`;
    }
  });

  it('only a superadmin changes them; a reservations manager sees them', async () => {
    expect((await save([OWNER])).status).toBe(200);
    const manager = await staffToken('manager_reservasi', `kasir-email-${Date.now().toString(36)}`);
    const refused = await save(['kasir@padang-uda.test'], manager);
    expect(refused.status).toBe(403);
    expect(refused.body?.detail).toBe('Your role does not allow this');
    expect(await status(manager)).toMatchObject({ email_to: [OWNER], failures: null });
  });

  it('refuses what is not a list of up to five addresses with a 400 naming the field', async () => {
    for (const [json, detail] of [
      [['uda rizal'], 'email_to.0: must be a valid email address'],
      ['uda.rizal@padang-uda.test', 'email_to:'],
      [[OWNER, OWNER.toUpperCase()], 'email_to: must not name an address twice'],
      [Array.from({ length: 6 }, (_, i) => `staf${i}@padang-uda.test`), 'email_to: must hold at most 5'],
    ] as const) {
      const refused = await save(json);
      expect(refused.status, JSON.stringify(json)).toBe(400);
      expect(refused.body?.detail).toContain(detail);
    }
    expect((await status()).email_to).toEqual([OWNER]);
  });
});
