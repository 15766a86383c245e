/**
 * How soon staff hear of a guest's booking and of a guest's order, measured end to end on the local
 * runtime as `npm start` runs it: a guest books (then orders) through the public API while the admin's
 * dashboard is open in Chromium, signed in as the owner, whose phone has turned notifications on (a
 * subscription on a push service started here, tests/helpers/push-receiver.ts); an SMTP server started here
 * waits for the e-mail and an HTTP server for the webhook. Each delay runs from the moment the guest's
 * answer arrived, to the arrival naming that booking or order (the push decrypted as the phone would).
 * Bookings and orders come at irregular moments, so the admin's figures cover every phase of its polls.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { restaurantNow } from '../../src/domain/content/hours.ts';
import type { SiteContent } from '../../src/domain/index.ts';
import { orderTimes } from '../../src/domain/orders/basket-rules.ts';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';
import { wednesdayAhead } from '../../tests/helpers/dates.ts';
import { decryptPush, startPushReceiver } from '../../tests/helpers/push-receiver.ts';
import { signedInPage, startRuntime } from './publish.ts';

export interface BookingAlertFigures {
  bookings: number;
  /** Guest's answer → the sidebar badge shows the new count, ms, one per booking. */
  badgeMs: number[];
  /** Guest's answer → the e-mail reached the SMTP server, ms. */
  emailMs: number[];
  /** Guest's answer → the webhook reached its server, ms. */
  webhookMs: number[];
  /** How long the guest waited for the booking's answer, ms. */
  answerMs: number[];
  /** Guest's answer → the push naming the booking reached the push service, ms. */
  pushMs: number[];
  orders: {
    count: number;
    /** How long the guest waited for POST /api/orders to answer, ms. */
    answerMs: number[];
    /** Guest's answer → the open admin shows the order (its toast naming the code), ms. */
    adminMs: number[];
    /** Guest's answer → the push naming the order reached the push service, ms. */
    pushMs: number[];
    /** Guest's answer → the e-mail naming the order reached the SMTP server, ms. */
    emailMs: number[];
    /** Guest's answer → the webhook `order.created` of the order reached its server, ms. */
    webhookMs: number[];
  };
}

/** Something that arrived (an e-mail, a webhook, a push) and what it said. */
interface Arrival {
  at: number;
  text: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with performance.now() of the first arrival after `since` that names `id`. */
async function arrivalOf(
  arrivals: () => Arrival[],
  id: string,
  since: number,
  timeoutMs = 60_000,
): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const found = arrivals().find((arrival) => arrival.at >= since && arrival.text.includes(id));
    if (found) return found.at;
    await sleep(10);
  }
  throw new Error(`Nothing naming ${id} arrived within ${timeoutMs / 1000} s`);
}

export async function measureBookingAlerts({
  root,
  workDir,
  port,
  content,
  chromePath,
  bookings = 6,
  log = console.log,
}: {
  root: string;
  workDir: string;
  port: number;
  content: SiteContent;
  chromePath: string;
  bookings?: number;
  log?: (line: string) => void;
}): Promise<BookingAlertFigures> {
  const mails: Arrival[] = [];
  const hooks: Arrival[] = [];
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        // The raw message, quoted-printable's soft line breaks joined (the code is in the subject and text).
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '');
        mails.push({ at: performance.now(), text: raw });
        callback();
      });
    },
  });
  const hookServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hooks.push({ at: performance.now(), text: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  const pushService = await startPushReceiver();
  const phone = pushService.subscribe('owner-phone');
  // What the phone would show: each push decrypted (once), when it arrived.
  const decrypted = new WeakMap<object, string>();
  const pushes = (): Arrival[] =>
    pushService.arrivals.map((arrival) => {
      let text = decrypted.get(arrival);
      if (text === undefined) {
        text = decryptPush(arrival.body, phone);
        decrypted.set(arrival, text);
      }
      return { at: arrival.at, text };
    });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const hookPort = (hookServer.address() as AddressInfo).port;

  const { runtime, stop } = await startRuntime({
    root,
    workDir,
    port,
    content,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL_TO: 'dapur@rumah-makan.test',
      NOTIFY_EMAIL_FROM: 'reservasi@rumah-makan.test',
      NOTIFY_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/booking`,
      RESERVATIONS_PER_CLIENT: String(bookings + 5),
      ORDERS_PER_CLIENT: String(bookings + 5),
      PUSH_SERVICE_TEST_ORIGIN: pushService.origin,
    },
  });
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await signedInPage(browser, runtime);
    await page.goto(`${runtime.url}/admin`);
    const badge = page.getByRole('navigation', { name: 'Admin' }).getByTestId('pending-count');
    const shown = async () => Number((await badge.count()) ? await badge.textContent() : 0);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await sleep(2000);

    // The owner's phone turns notifications on, as Settings → Notifications does it.
    const token = await page.evaluate(() => localStorage.getItem('admin_token'));
    const subscriptions = `${runtime.url}/api/admin/push-subscriptions`;
    const authorization = `Bearer ${token}`;
    await fetch(subscriptions, { headers: { authorization } }).then((answer) => answer.arrayBuffer());
    const subscribed = await fetch(subscriptions, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        endpoint: phone.endpoint,
        expirationTime: null,
        keys: phone.keys,
        language: 'id',
      }),
    });
    if (subscribed.status !== 201) throw new Error(`The phone's subscription answered ${subscribed.status}`);
    const hours = content.restaurant.openingHours;
    const [first, second] = content.menu
      .flatMap((category) => category.items)
      .filter((item) => item.status === 'Tersedia');
    if (!first || !second) throw new Error('The menu has fewer than two dishes on sale');

    const figures: BookingAlertFigures = {
      bookings,
      badgeMs: [],
      emailMs: [],
      webhookMs: [],
      answerMs: [],
      pushMs: [],
      orders: { count: bookings, answerMs: [], adminMs: [], pushMs: [], emailMs: [], webhookMs: [] },
    };
    for (let n = 1; n <= bookings; n++) {
      // Irregular gaps, so the bookings fall on different moments of the badge's poll.
      await sleep(3000 + Math.random() * 20_000);
      const before = await shown();
      const sent = performance.now();
      const response = await fetch(`${runtime.url}/api/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Tamu Bench ${n}`,
          phone: '0812 3456 7890',
          date: wednesdayAhead(),
          time: '19:00',
          guests: '2',
        }),
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`Booking ${n} answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      figures.answerMs.push(answered - sent);
      const [badgeAt, mailAt, hookAt, pushAt] = await Promise.all([
        page
          .waitForFunction(
            (count) =>
              document.querySelector('nav[aria-label="Admin"] [data-testid="pending-count"]')?.textContent ===
              String(count),
            before + 1,
            { polling: 20, timeout: 60_000 },
          )
          .then(() => performance.now()),
        arrivalOf(() => mails, id, sent),
        arrivalOf(() => hooks, id, sent),
        arrivalOf(pushes, id, sent),
      ]);
      figures.badgeMs.push(badgeAt - answered);
      figures.emailMs.push(mailAt - answered);
      figures.webhookMs.push(hookAt - answered);
      figures.pushMs.push(pushAt - answered);
      log(
        `  booking ${n}: answered in ${Math.round(answered - sent)} ms; badge +${((badgeAt - answered) / 1000).toFixed(1)} s, e-mail +${Math.round(mailAt - answered)} ms, webhook +${Math.round(hookAt - answered)} ms, push +${Math.round(pushAt - answered)} ms`,
      );

      // A guest's order, at another irregular moment of the orders' poll.
      await sleep(Math.random() * 20_000);
      const at = orderTimes(hours, restaurantNow(new Date(), hours.timeZone)).at(-1);
      if (!at) throw new Error('The restaurant offers no order time today or tomorrow');
      const orderSent = performance.now();
      const ordered = await fetch(`${runtime.url}/api/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          lines: [
            { slug: first.slug, quantity: 2, note: '' },
            { slug: second.slug, quantity: 1, note: 'tidak pedas' },
          ],
          mode: 'pickup',
          name: `Tamu Pesan ${n}`,
          phone: '0812 3456 7890',
          time: `${at.date} ${at.time}`,
        }),
      });
      const orderAnswered = performance.now();
      if (ordered.status !== 201)
        throw new Error(`Order ${n} answered ${ordered.status}: ${await ordered.text()}`);
      const { code } = (await ordered.json()) as { code: string };
      figures.orders.answerMs.push(orderAnswered - orderSent);
      const [shownAt, orderPushAt, orderMailAt, orderHookAt] = await Promise.all([
        // The open admin announces it: a toast naming its code.
        page
          .waitForFunction((name) => document.body.textContent?.includes(name) ?? false, code, {
            polling: 20,
            timeout: 60_000,
          })
          .then(() => performance.now()),
        arrivalOf(pushes, code, orderSent),
        arrivalOf(() => mails, code, orderSent),
        arrivalOf(() => hooks, code, orderSent),
      ]);
      figures.orders.adminMs.push(shownAt - orderAnswered);
      figures.orders.pushMs.push(orderPushAt - orderAnswered);
      figures.orders.emailMs.push(orderMailAt - orderAnswered);
      figures.orders.webhookMs.push(orderHookAt - orderAnswered);
      log(
        `  order ${n} (${code}): answered in ${Math.round(orderAnswered - orderSent)} ms; admin +${((shownAt - orderAnswered) / 1000).toFixed(1)} s, push +${Math.round(orderPushAt - orderAnswered)} ms, e-mail +${Math.round(orderMailAt - orderAnswered)} ms, webhook +${Math.round(orderHookAt - orderAnswered)} ms`,
      );
    }
    return figures;
  } finally {
    await browser.close();
    await stop();
    hookServer.closeAllConnections();
    await new Promise((resolve) => hookServer.close(resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await pushService.stop();
  }
}
