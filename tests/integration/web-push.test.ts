import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type InProcessServer, startInProcessServer } from '../../scripts/local/in-process-server.ts';
import { type OpeningHours, restaurantNow } from '../../src/domain/content/hours.ts';
import { NotifyStatusSchema } from '../../src/domain/notifications/channels.ts';
import { formatRupiah, orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { adminStore } from '../../src/server/accounts/admin-repo.ts';
import { deleteDocument, writeDocument } from '../../src/server/store/documents.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import {
  type BrowserSubscription,
  decryptPush,
  type PushArrival,
  type PushReceiver,
  startPushReceiver,
  vapidKeyPair,
  verifyVapid,
} from '../helpers/push-receiver.ts';
import { rawRequest } from '../helpers/raw-http.ts';

// Issue 28: each new guest booking is pushed to the devices staff turned notifications on for (Web Push
// with VAPID). A push service stands in on 127.0.0.1 and decrypts what it gets, as the browser would. The
// functions run in this file's process (as in notifications.test.ts), so that the VAPID settings set here
// are theirs.

/** Bookings of this file come from their own loopback address: 127.0.0.1's allowance is other files'. */
const FROM = '127.0.86.1';
const PASSWORD = 'milik-sendiri-9';

let server: InProcessServer;
let push: PushReceiver;
const saved = { ...process.env };

async function api(
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: string } = {},
) {
  const response = await fetch(new URL(path, server.url), {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.json === undefined ? init.body : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

/** A booking through the public API (JSON, or the form's own POST) from this file's address. */
const post = (body: { json: unknown } | { form: Record<string, string> }) =>
  rawRequest(server.url, '/api/reservations', { method: 'POST', localAddress: FROM, ...body });

let guest = 0;
const booking = () => ({
  name: `Sari Wulandari ${String.fromCharCode(65 + guest++)}`,
  phone: '0812 7777 4321',
  date: wednesdayAhead(),
  time: '19:30',
  guests: '3-4',
});

async function book(input = booking()) {
  const answer = await post({ json: input });
  expect(answer.status, answer.text).toBe(201);
  return { input, id: (JSON.parse(answer.text) as { id: string }).id };
}

async function eventually<T>(find: () => T | undefined | Promise<T | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The push a device received whose decrypted message names `text`. */
function pushTo(
  device: BrowserSubscription,
  text: string,
): Promise<{ arrival: PushArrival; message: string }> {
  const path = new URL(device.endpoint).pathname;
  return eventually(() => {
    for (const arrival of push.arrivals) {
      if (arrival.path !== path) continue;
      const message = decryptPush(arrival.body, device);
      if (message.includes(text)) return { arrival, message };
    }
    return undefined;
  });
}

const pushesTo = (device: BrowserSubscription) =>
  push.arrivals
    .filter((arrival) => arrival.path === new URL(device.endpoint).pathname)
    .map((arrival) => decryptPush(arrival.body, device));

async function pushFailureOf(id: string) {
  return eventually(async () =>
    NotifyStatusSchema.parse((await api('/api/admin/notifications', { token: owner })).body).failures?.find(
      (found) => found.reservation_id === id && found.channel === 'push',
    ),
  );
}

/**
 * A device of the owner whose push service answers 500: the failure recorded for a booking is written once
 * every device had its answer, so after it nothing more of that booking arrives (see {@link allPushed}).
 */
async function sentinel() {
  const device = push.subscribe(`sentinel-${guest}`);
  push.answers.set(new URL(device.endpoint).pathname, 500);
  await subscribe(owner, device);
}
/** Every push of a booking has arrived (with a {@link sentinel} subscribed before it was made). */
const allPushed = (id: string) => pushFailureOf(id);

/** The subscription as the browser's PushSubscription.toJSON() gives it, with the admin's language. */
const subscriptionJson = (device: BrowserSubscription, language = 'id') => ({
  endpoint: device.endpoint,
  expirationTime: null,
  keys: device.keys,
  language,
});

async function subscribe(token: string, device: BrowserSubscription, language = 'id') {
  const answer = await api('/api/admin/push-subscriptions', {
    method: 'POST',
    token,
    json: subscriptionJson(device, language),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer;
}

async function devices(token: string) {
  const answer = await api('/api/admin/push-subscriptions', { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as {
    public_key: string;
    subscriptions: Array<{ endpoint: string; created_at: string }>;
  };
}

const signIn = async (username: string) => {
  const answer = await api('/api/admin/auth/login', {
    method: 'POST',
    json: { username, password: PASSWORD },
  });
  expect(answer.status).toBe(200);
  return answer.body?.access_token as string;
};

const DAYS = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'];
const EN_DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
/** "Rab 2 Des 19:30" for a booking on that day, as staff read it (in English "Wed 2 Dec 19:30"). */
function when(date: string, time: string, days = DAYS, months = MONTHS) {
  const day = new Date(`${date}T12:00:00Z`);
  return `${days[day.getUTCDay()]} ${day.getUTCDate()} ${months[day.getUTCMonth()]} ${time}`;
}

let manager = '';
let owner = '';
const managerName = 'push-kasir';

beforeAll(async () => {
  for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) delete process.env[name];
  process.env.RESERVATIONS_PER_CLIENT = '100';
  server = await startInProcessServer({ port: 0 });
  push = await startPushReceiver();
  // The one stand-in push service the server takes besides the browsers' (never on Netlify).
  process.env.PUSH_SERVICE_TEST_ORIGIN = push.origin;
  owner = await adminToken();
  manager = await staffToken('manager_reservasi', managerName);
});
/** Each test starts with no device: none of this file is left for the bookings of later ones either. */
/** No device of a test is left for the bookings of later tests and files, whoever's it was. */
async function forgetDevices() {
  const store = adminStore();
  const { blobs } = await store.list({ prefix: 'push/devices/' });
  // As the server deletes them: the devices it keeps in memory between pushes are read again.
  for (const { key } of blobs) await deleteDocument(store, key);
}
afterEach(async () => {
  await forgetDevices();
  push.answers.clear();
});
afterAll(async () => {
  for (const name of [
    'VAPID_PUBLIC_KEY',
    'VAPID_PRIVATE_KEY',
    'VAPID_SUBJECT',
    'RESERVATIONS_PER_CLIENT',
    'PUSH_SERVICE_TEST_ORIGIN',
  ]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await push.stop();
  await server.stop();
});

describe('new bookings pushed to the phones of staff', () => {
  it('pushes each guest booking to a subscribed device, encrypted and signed, naming guest, party and time', async () => {
    const { public_key: publicKey, subscriptions } = await devices(manager);
    expect(subscriptions).toEqual([]);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const phone = push.subscribe('kasir-hp');
    await subscribe(manager, phone);
    expect((await devices(manager)).subscriptions.map((device) => device.endpoint)).toEqual([phone.endpoint]);

    const booked = await book();
    const { arrival, message } = await pushTo(phone, booked.input.name);
    expect(JSON.parse(message)).toEqual({
      title: 'Reservasi baru',
      body: `${booked.input.name}, 3-4 orang, ${when(booked.input.date, '19:30')}`,
      tag: `booking-${booked.id}`,
      data: { url: `/admin/reservations#booking-${booked.id}` },
    });
    // Nothing the notification does not show: not the guest's phone number.
    expect(message).not.toMatch(/7777|4321/);
    expect(arrival.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(arrival.headers.ttl)).toBeGreaterThan(0);
    const vapid = await verifyVapid(arrival.headers, publicKey, push.origin);
    expect(vapid.k).toBe(publicKey);
    expect(vapid.sub).toMatch(/^(mailto:|https:)/);
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 60 * 60 * 1000);
  });

  it('pushes each guest order to the devices of those who handle orders, naming code, guest and total', async () => {
    const phone = push.subscribe('kasir-pesanan');
    await subscribe(manager, phone);
    const restaurant = await api('/api/admin/restaurant', { token: owner });
    const hours = (restaurant.body as { openingHours: OpeningHours }).openingHours;
    const at = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
    if (!at) throw new Error('The restaurant offers no order time today or tomorrow');
    const answer = await rawRequest(server.url, '/api/orders', {
      method: 'POST',
      localAddress: FROM,
      json: {
        lines: [{ slug: 'rendang-daging', quantity: 1 }],
        mode: 'pickup',
        name: 'Sari Pesan',
        phone: '0812 7777 4321',
        time: `${at.date} ${at.time}`,
      },
    });
    expect(answer.status, answer.text).toBe(201);
    const { code, order } = answer.json as { code: string; order: { bill: { total: number } } };
    const { message } = await pushTo(phone, code);
    expect(JSON.parse(message)).toEqual({
      title: 'Pesanan baru',
      body: `${code} · Sari Pesan · ${formatRupiah(order.bill.total)}`,
      tag: `order-${code}`,
      data: { url: `/admin/orders?code=${code}` },
    });
    expect(message).not.toMatch(/7777|4321/);
  });

  it('pushes a booking made by the form without JavaScript too', async () => {
    const phone = push.subscribe('kasir-form');
    await subscribe(manager, phone);
    const input = booking();
    const answer = await post({ form: input });
    expect(answer.status, answer.text).toBe(201);
    const { message } = await pushTo(phone, input.name);
    expect(JSON.parse(message).body).toBe(`${input.name}, 3-4 orang, ${when(input.date, '19:30')}`);
  });

  it('speaks the language the admin was shown in on that device, on each of a person’s devices', async () => {
    const tablet = push.subscribe('owner-tablet');
    const laptop = push.subscribe('owner-laptop');
    await subscribe(owner, tablet, 'en');
    await subscribe(owner, laptop, 'id');
    const booked = await book({ ...booking(), guests: '1' });
    const [english, indonesian] = await Promise.all([
      pushTo(tablet, booked.input.name),
      pushTo(laptop, booked.input.name),
    ]);
    expect(JSON.parse(english.message)).toMatchObject({
      title: 'New booking',
      body: `${booked.input.name}, 1 person, ${when(booked.input.date, '19:30', EN_DAYS, EN_MONTHS)}`,
    });
    expect(JSON.parse(indonesian.message)).toMatchObject({
      title: 'Reservasi baru',
      body: `${booked.input.name}, 1 orang, ${when(booked.input.date, '19:30')}`,
    });
  });

  it('does not push a booking staff enter in the admin', async () => {
    const phone = push.subscribe('kasir-staff');
    await subscribe(manager, phone);
    await sentinel();
    const staff = await api('/api/admin/reservations', {
      method: 'POST',
      token: manager,
      json: { ...booking(), name: 'Tamu Telepon', source: 'phone' },
    });
    expect(staff.status, JSON.stringify(staff.body)).toBe(201);
    const booked = await book();
    await allPushed(booked.id);
    expect(pushesTo(phone)).toHaveLength(1);
    expect(pushesTo(phone)[0]).toContain(booked.input.name);
  });

  it('deletes a subscription the push service says is gone (410 or 404), and records nothing', async () => {
    const gone = push.subscribe('gone-410');
    const unknown = push.subscribe('gone-404');
    await subscribe(manager, gone);
    await subscribe(manager, unknown);
    push.answers.set('/gone-410', 410);
    push.answers.set('/gone-404', 404);
    const booked = await book();
    await Promise.all([pushTo(gone, booked.input.name), pushTo(unknown, booked.input.name)]);
    await eventually(async () => {
      const listed = (await devices(manager)).subscriptions.map((device) => device.endpoint);
      return listed.includes(gone.endpoint) || listed.includes(unknown.endpoint) ? undefined : true;
    });
    const failures = NotifyStatusSchema.parse((await api('/api/admin/notifications', { token: owner })).body);
    expect(failures.failures?.filter((failure) => failure.reservation_id === booked.id)).toEqual([]);
  });

  it('records other failures with the notification failures a superadmin sees, and keeps the device', async () => {
    const flaky = push.subscribe('flaky');
    await subscribe(manager, flaky);
    push.answers.set('/flaky', 500);
    const booked = await book();
    const failure = await pushFailureOf(booked.id);
    expect(failure.error).toContain('HTTP 500');
    expect(failure.error).toContain(managerName);
    expect(failure.error).not.toContain(push.origin.replace('http://', ''));
    expect((await devices(manager)).subscriptions.map((device) => device.endpoint)).toContain(flaky.endpoint);
  });

  it('answers the booking while a push service hangs, and records that it did not answer', async () => {
    const stuck = push.subscribe('stuck');
    await subscribe(manager, stuck);
    push.answers.set('/stuck', 'hang');
    const booked = await book();
    // The guest had the 201 (in book()) while the push was not yet given up on: that goes on after.
    const status = NotifyStatusSchema.parse((await api('/api/admin/notifications', { token: owner })).body);
    expect(status.failures?.filter((found) => found.reservation_id === booked.id)).toEqual([]);
    await pushTo(stuck, booked.input.name);
    const failure = await pushFailureOf(booked.id);
    expect(failure.error).toContain('did not answer in time');
  });
});

describe('the devices of an account', () => {
  it('only for roles that handle reservations, and only when signed in', async () => {
    const editor = await staffToken('editor', 'push-editor');
    const device = push.subscribe('editor');
    for (const [method, json] of [
      ['GET', undefined],
      ['POST', subscriptionJson(device)],
      ['DELETE', { endpoint: device.endpoint }],
    ] as const) {
      expect((await api('/api/admin/push-subscriptions', { method, token: editor, json })).status).toBe(403);
      expect((await api('/api/admin/push-subscriptions', { method, json })).status).toBe(401);
    }
  });

  it('refuses what is not a push subscription, saying why', async () => {
    const device = push.subscribe('checked');
    const refused = async (json: unknown) => {
      const answer = await api('/api/admin/push-subscriptions', { method: 'POST', token: manager, json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(typeof answer.body?.detail).toBe('string');
      return answer.body?.detail as string;
    };
    await refused({ ...subscriptionJson(device), endpoint: 'http://push.example.com/abc' });
    await refused({ ...subscriptionJson(device), endpoint: 'ftp://push.example.com/abc' });
    await refused({ ...subscriptionJson(device), endpoint: 'https://10.0.0.7/abc' });
    await refused({ ...subscriptionJson(device), endpoint: 'https://user:pw@push.example.com/abc' });
    await refused({ ...subscriptionJson(device), endpoint: `https://push.example.com/${'a'.repeat(2000)}` });
    await refused({ ...subscriptionJson(device), keys: { auth: device.keys.auth } });
    await refused({ ...subscriptionJson(device), keys: { ...device.keys, auth: 'c2hvcnQ' } });
    await refused({ ...subscriptionJson(device), keys: { ...device.keys, p256dh: 'x'.repeat(5000) } });
    // 65 bytes that are no point of the curve.
    const notAPoint = Buffer.alloc(65, 7);
    notAPoint[0] = 4;
    expect(
      await refused({
        ...subscriptionJson(device),
        keys: { ...device.keys, p256dh: notAPoint.toString('base64url') },
      }),
    ).toMatch(/p256dh/);
    await refused({ ...subscriptionJson(device), language: 'fr' });
    const notJson = await api('/api/admin/push-subscriptions', {
      method: 'POST',
      token: manager,
      body: 'endpoint=x',
    });
    expect(notJson.status).toBe(415);
    expect((await api('/api/admin/push-subscriptions', { method: 'PUT', token: manager })).status).toBe(405);
    expect((await devices(manager)).subscriptions.map((d) => d.endpoint)).not.toContain(device.endpoint);
  });

  it('takes only the browsers’ push services on port 443, refusing other hosts with 400 naming endpoint', async () => {
    const device = push.subscribe('attacker');
    const post = (endpoint: string) =>
      api('/api/admin/push-subscriptions', {
        method: 'POST',
        token: manager,
        json: { ...subscriptionJson(device), endpoint },
      });
    for (const endpoint of [
      'https://localhost.:9443/',
      'https://localhost/push',
      // A name of the attacker's that resolves to 127.0.0.1.
      'https://127.0.0.1.nip.io/push',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://fcm.googleapis.com:9443/fcm/send/abc',
      'https://fcm.googleapis.com./fcm/send/abc',
      'https://evil-fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://push.example.com/abc',
      'https://web.push.apple.com:8443/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      // The loopback on another port than the tests' stand-in push service.
      `http://127.0.0.1:${Number(new URL(push.origin).port) + 1}/abc`,
      `http://localhost:${new URL(push.origin).port}/abc`,
    ]) {
      const answer = await post(endpoint);
      expect(answer.status, endpoint).toBe(400);
      expect(answer.body?.detail, endpoint).toContain('endpoint');
    }
    expect((await devices(manager)).subscriptions).toEqual([]);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH',
      'https://fcm.googleapis.com:443/wp/dGVzdA',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk',
      'https://web.push.apple.com/QGz0fTkq',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ]) {
      const answer = await post(endpoint);
      expect(answer.status, endpoint).toBe(201);
    }
  });

  it('takes the tests’ stand-in push service only while PUSH_SERVICE_TEST_ORIGIN names it', async () => {
    delete process.env.PUSH_SERVICE_TEST_ORIGIN;
    try {
      const answer = await api('/api/admin/push-subscriptions', {
        method: 'POST',
        token: manager,
        json: subscriptionJson(push.subscribe('not-configured')),
      });
      expect(answer.status).toBe(400);
      expect(answer.body?.detail).toContain('endpoint');
    } finally {
      process.env.PUSH_SERVICE_TEST_ORIGIN = push.origin;
    }
  });

  it('sends nothing to a device saved before addresses were checked, and forgets it', async () => {
    const inside = await startPushReceiver();
    try {
      // A device of the manager's kept as an earlier version took it: an address inside the network.
      await subscribe(manager, push.subscribe('kept-before'));
      const key = (await adminStore().list({ prefix: 'push/devices/' })).blobs[0]?.key as string;
      const [kept] = (await adminStore().get(key, { type: 'json' })) as Array<Record<string, unknown>>;
      const old = inside.subscribe('inside');
      await writeDocument(adminStore(), key, [{ ...kept, endpoint: old.endpoint, ...old.keys }]);
      await sentinel();
      const booked = await book();
      await allPushed(booked.id);
      expect(inside.arrivals).toEqual([]);
      expect((await devices(manager)).subscriptions).toEqual([]);
    } finally {
      await inside.stop();
    }
  });

  it('records a push service that cannot be reached without saying why (refused, not found)', async () => {
    const closed = await startPushReceiver();
    const device = closed.subscribe('closed-port');
    process.env.PUSH_SERVICE_TEST_ORIGIN = closed.origin;
    try {
      await subscribe(manager, device);
      await closed.stop();
      const booked = await book();
      const failure = await pushFailureOf(booked.id);
      expect(failure.error).toBe(
        `${managerName}'s device (on since ${new Date().toISOString().slice(0, 10)}): the push service could not be reached`,
      );
    } finally {
      process.env.PUSH_SERVICE_TEST_ORIGIN = push.origin;
    }
  });

  it('keeps at most 10 devices per person: a new one replaces the longest unused', async () => {
    const account = await staffToken('manager_reservasi', 'push-banyak');
    const many = Array.from({ length: 11 }, (_, index) => push.subscribe(`many-${index}`));
    for (const device of many) await subscribe(account, device);
    const listed = (await devices(account)).subscriptions.map((device) => device.endpoint);
    expect(listed).toHaveLength(10);
    expect(listed).not.toContain(many[0]?.endpoint);
    expect(listed).toContain(many[10]?.endpoint);
    // Saving a device again (the same endpoint) does not add it twice.
    await subscribe(account, many[10] as BrowserSubscription);
    expect((await devices(account)).subscriptions).toHaveLength(10);
    for (const device of many)
      await api('/api/admin/push-subscriptions', {
        method: 'DELETE',
        token: account,
        json: { endpoint: device.endpoint },
      });
    expect((await devices(account)).subscriptions).toEqual([]);
  });

  it('turning it off on a device stops its pushes; another device of the person keeps them', async () => {
    const off = push.subscribe('turned-off');
    const on = push.subscribe('kept-on');
    await subscribe(manager, off);
    await subscribe(manager, on);
    const removed = await api('/api/admin/push-subscriptions', {
      method: 'DELETE',
      token: manager,
      json: { endpoint: off.endpoint },
    });
    expect(removed.status).toBe(200);
    await sentinel();
    const booked = await book();
    await allPushed(booked.id);
    await pushTo(on, booked.input.name);
    expect(pushesTo(off)).toEqual([]);
  });

  it('a device used by another account next is that account’s alone', async () => {
    const shared = push.subscribe('shared-phone');
    await subscribe(manager, shared);
    await subscribe(owner, shared);
    expect((await devices(manager)).subscriptions.map((d) => d.endpoint)).not.toContain(shared.endpoint);
    expect((await devices(owner)).subscriptions.map((d) => d.endpoint)).toContain(shared.endpoint);
    await sentinel();
    const booked = await book();
    await allPushed(booked.id);
    expect(pushesTo(shared).filter((message) => message.includes(booked.input.name))).toHaveLength(1);
  });

  it('a colleague posting another’s device with other keys is refused (409); the device stays its owner’s', async () => {
    const phone = push.subscribe('owner-own-phone');
    await subscribe(owner, phone);
    // The endpoint seen on the owner's screen, with keys of the colleague's own making.
    const colleagues = push.subscribe('colleague');
    const taken = await api('/api/admin/push-subscriptions', {
      method: 'POST',
      token: manager,
      json: { ...subscriptionJson(colleagues), endpoint: phone.endpoint },
    });
    expect(taken.status, JSON.stringify(taken.body)).toBe(409);
    expect(taken.body?.detail).toBe('This device is already notified for another account');
    expect((await devices(owner)).subscriptions.map((d) => d.endpoint)).toContain(phone.endpoint);
    expect((await devices(manager)).subscriptions.map((d) => d.endpoint)).not.toContain(phone.endpoint);
    await sentinel();
    const booked = await book();
    await allPushed(booked.id);
    await pushTo(phone, booked.input.name);
    expect(pushesTo(colleagues)).toEqual([]);
  });

  it('signing out of a device removes the devices saved in that session, not the others', async () => {
    const username = 'push-keluar';
    const first = await staffToken('manager_reservasi', username);
    const second = await signIn(username);
    const phone = push.subscribe('signed-out-phone');
    const desk = push.subscribe('desk');
    await subscribe(second, phone);
    await subscribe(first, desk);
    expect((await api('/api/admin/auth/logout', { method: 'POST', token: second })).status).toBe(200);
    expect((await devices(first)).subscriptions.map((d) => d.endpoint)).toEqual([desk.endpoint]);
    await sentinel();
    const booked = await book();
    await allPushed(booked.id);
    await pushTo(desk, booked.input.name);
    expect(pushesTo(phone)).toEqual([]);
  });

  it('deactivating an account removes its devices', async () => {
    const username = 'push-nonaktif';
    const token = await staffToken('manager_reservasi', username);
    const phone = push.subscribe('deactivated-phone');
    const witness = push.subscribe('witness');
    await subscribe(token, phone);
    await subscribe(owner, witness);
    const users = (await api('/api/admin/users', { token: owner })).body as unknown as Array<{
      id: string;
      username: string;
    }>;
    const id = users.find((user) => user.username === username)?.id;
    const off = await api(`/api/admin/users/${id}`, {
      method: 'PUT',
      token: owner,
      json: { is_active: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await sentinel();
    const booked = await book();
    await allPushed(booked.id);
    await pushTo(witness, booked.input.name);
    expect(pushesTo(phone)).toEqual([]);
    // Active again, the account has no device until it turns notifications on again.
    await api(`/api/admin/users/${id}`, { method: 'PUT', token: owner, json: { is_active: true } });
    expect((await devices(await signIn(username))).subscriptions).toEqual([]);
  });

  it('an account given a role that does not handle reservations loses its devices', async () => {
    const username = 'push-pindah';
    const token = await staffToken('manager_reservasi', username);
    await subscribe(token, push.subscribe('moved-phone'));
    expect((await devices(token)).subscriptions).toHaveLength(1);
    const users = (await api('/api/admin/users', { token: owner })).body as unknown as Array<{
      id: string;
      username: string;
    }>;
    const id = users.find((user) => user.username === username)?.id;
    for (const role of ['editor', 'manager_reservasi'])
      expect(
        (await api(`/api/admin/users/${id}`, { method: 'PUT', token: owner, json: { role } })).status,
      ).toBe(200);
    expect((await devices(token)).subscriptions).toEqual([]);
  });
});

describe('the VAPID keys', () => {
  it('are made once and kept; only the public key ever leaves the server', async () => {
    const a = await devices(manager);
    // Asked again, by anyone: the same pair. (Two instances making theirs at the same moment agree through
    // the store's create-only write, which the local blob server does not make atomic: not tested here.)
    const [b, c] = await Promise.all([devices(owner), devices(manager)]);
    expect([b.public_key, c.public_key]).toEqual([a.public_key, a.public_key]);
    const stored = await adminStore().get('push/vapid', { type: 'json' });
    expect(stored).toMatchObject({ public_key: a.public_key, private_key: expect.any(String) });
    const secret = (stored as { private_key: string }).private_key;
    expect(JSON.stringify(a)).not.toContain(secret);
    expect(JSON.stringify((await api('/api/admin/notifications', { token: owner })).body)).not.toContain(
      secret,
    );
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, with VAPID_SUBJECT', async () => {
    const keys = vapidKeyPair();
    process.env.VAPID_PUBLIC_KEY = keys.publicKey;
    process.env.VAPID_PRIVATE_KEY = keys.privateKey;
    process.env.VAPID_SUBJECT = 'mailto:pemilik@rumah-makan.test';
    try {
      expect((await devices(manager)).public_key).toBe(keys.publicKey);
      const phone = push.subscribe('env-keys');
      await subscribe(manager, phone);
      const booked = await book();
      const { arrival } = await pushTo(phone, booked.input.name);
      const vapid = await verifyVapid(arrival.headers, keys.publicKey, push.origin);
      expect(vapid.sub).toBe('mailto:pemilik@rumah-makan.test');
      // One of the two alone is a mistake of configuration, named (never its value).
      delete process.env.VAPID_PRIVATE_KEY;
      const half = await api('/api/admin/push-subscriptions', { token: manager });
      expect(half.status).toBe(503);
      expect(half.body?.detail).toContain('VAPID_PRIVATE_KEY');
      expect(JSON.stringify(half.body)).not.toContain(keys.publicKey);
    } finally {
      for (const name of ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) delete process.env[name];
    }
  });
});
