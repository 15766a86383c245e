/**
 * How soon staff hear of a guest's booking, measured end to end on the local runtime as `npm start` runs
 * it: a guest books through the public API while the admin's dashboard is open in Chromium, an SMTP server
 * started here waits for the e-mail and an HTTP server for the webhook. Each delay runs from the moment the
 * guest's answer arrived. Bookings come at irregular moments, so the badge's figures cover every phase of
 * its poll.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import type { SiteContent } from '../../src/domain/index.ts';
import { CHROMIUM_ARGS } from '../../tests/helpers/chromium.ts';
import { wednesdayAhead } from '../../tests/helpers/dates.ts';
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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves with performance.now() of the next arrival pushed to `arrivals` after `since`. */
async function arrivalAfter(arrivals: number[], since: number, timeoutMs = 60_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const at = arrivals.find((t) => t >= since);
    if (at !== undefined) return at;
    await sleep(10);
  }
  throw new Error(`Nothing arrived within ${timeoutMs / 1000} s`);
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
  const mails: number[] = [];
  const hooks: number[] = [];
  const smtp = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        mails.push(performance.now());
        callback();
      });
    },
  });
  const hookServer = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      hooks.push(performance.now());
      res.writeHead(204).end();
    });
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

    const figures: BookingAlertFigures = { bookings, badgeMs: [], emailMs: [], webhookMs: [], answerMs: [] };
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
      figures.answerMs.push(answered - sent);
      const [badgeAt, mailAt, hookAt] = await Promise.all([
        page
          .waitForFunction(
            (count) =>
              document.querySelector('nav[aria-label="Admin"] [data-testid="pending-count"]')?.textContent ===
              String(count),
            before + 1,
            { polling: 20, timeout: 60_000 },
          )
          .then(() => performance.now()),
        arrivalAfter(mails, sent),
        arrivalAfter(hooks, sent),
      ]);
      figures.badgeMs.push(badgeAt - answered);
      figures.emailMs.push(mailAt - answered);
      figures.webhookMs.push(hookAt - answered);
      log(
        `  booking ${n}: answered in ${Math.round(answered - sent)} ms; badge +${((badgeAt - answered) / 1000).toFixed(1)} s, e-mail +${Math.round(mailAt - answered)} ms, webhook +${Math.round(hookAt - answered)} ms`,
      );
    }
    return figures;
  } finally {
    await browser.close();
    await stop();
    hookServer.closeAllConnections();
    await new Promise((resolve) => hookServer.close(resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
}
