import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fullAddress } from '../../src/domain/content/address.ts';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { PHONE_INVALID } from '../../src/domain/reservations/booking-messages.ts';
import { icsText } from '../../src/domain/reservations/calendar-file.ts';
import { SECURITY_HEADERS } from '../../src/server/http/security-headers.ts';
import { adminToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

// Issue 14, item 2: before the island hydrates (or without JavaScript) the browser sends the reservation
// form itself. It must be a real POST, form-encoded, answered with a page: never a GET with the guest's
// name and phone in the address. The JSON API of the island keeps working beside it.

const guest = () => ({
  name: 'Dewi Lestari',
  phone: '0813 2222 3333',
  date: wednesdayAhead(),
  time: '19:00',
  guests: '2',
  website: '',
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * POSTs a form as a browser does, from its own loopback address: the server counts bookings per client,
 * and this file must not use up the allowance of reservations.test.ts (127.0.0.1).
 */
function postForm(
  fields: Record<string, string>,
  { from = '127.0.0.2', headers = {} }: { from?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = new URLSearchParams(fields).toString();
  const url = new URL('/api/reservations', baseUrl());
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const stored = async () =>
  (await api('/api/admin/reservations', { token: await adminToken() })).body as unknown as Array<
    Record<string, string>
  >;

const expectPageHeaders = (answer: Answer) => {
  expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers.location).toBeUndefined();
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(answer.headers[name.toLowerCase()]).toBe(value);
  const policy = String(answer.headers['content-security-policy']);
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-inline');
  // A page that runs nothing.
  expect(answer.text).not.toMatch(/<script/i);
};

describe('the reservation form sent without JavaScript', () => {
  it('books the table and answers with a confirmation page holding the booking id', async () => {
    const answer = await postForm(guest());
    expect(answer.status).toBe(201);
    expectPageHeaders(answer);
    expect(answer.text).toContain('Reservasi Anda berhasil! Kami akan menghubungi Anda segera.');
    const id = answer.text.match(/ID Booking: (RMP[A-Z0-9]{9})/)?.[1];
    expect(id).toBeDefined();
    expect(answer.text).toContain('Dewi Lestari');
    expect(answer.text).toContain('0813-2222-3333');
    expect((await stored()).find((r) => r.id === id)).toMatchObject({
      name: 'Dewi Lestari',
      phone: '6281322223333',
      time: '19:00',
      status: 'pending',
    });
  });

  it('offers "Simpan ke kalender": the booking as an .ics file at the restaurant, tentative', async () => {
    const answer = await postForm(guest(), { from: '127.0.0.29' });
    expect(answer.status).toBe(201);
    const id = answer.text.match(/ID Booking: (RMP[A-Z0-9]{9})/)?.[1];
    const link = answer.text.match(
      /<a class="calendar" href="data:text\/calendar;charset=utf-8,([^"]+)" download="([^"]+)">Simpan ke kalender<\/a>/,
    );
    expect(link?.[2]).toBe(`reservasi-${id}.ics`);
    const ics = decodeURIComponent(link?.[1] ?? '').replace(/\r\n /g, '');
    const { body: info } = await api('/api/admin/restaurant', { token: await adminToken() });
    const zone = (info.openingHours as { timeZone: string }).timeZone;
    expect(ics).toContain(`\r\nUID:${id}@reservasi\r\n`);
    expect(ics).toContain(`\r\nDTSTART;TZID=${zone}:${guest().date.replaceAll('-', '')}T190000\r\n`);
    expect(ics).toContain(`\r\nTZID:${zone}\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:Reservasi di ${String(info.name).replace(/[,;]/g, '\\$&')}\r\n`);
    // The whole address: street, city, province and postal code.
    expect(ics).toContain(
      `\r\nLOCATION:${icsText(fullAddress(info as unknown as Parameters<typeof fullAddress>[0]))}\r\n`,
    );
    expect(info.city).not.toBe('');
    expect(ics).toContain('\r\nSTATUS:TENTATIVE\r\n');
  });

  it('answers a refused form with the form again: 400, every problem at its field, all of it escaped', async () => {
    const before = (await stored()).length;
    const answer = await postForm({
      ...guest(),
      name: '<script>alert("x")</script> Dewi',
      phone: '12345',
      guests: '20',
    });
    expect(answer.status).toBe(400);
    expectPageHeaders(answer);
    expect(answer.text).toContain('Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.');
    expect(answer.text).toContain('Pilih jumlah tamu: 1, 2, 3-4, 5-8 atau 8+.');
    expect(answer.text).toMatch(/<input id="res-phone"[^>]*value="12345"[^>]*aria-invalid="true"/);
    expect(answer.text).toContain('value="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Dewi"');
    expect(answer.text).toMatch(/<form class="reservation-form" method="post" action="\/api\/reservations">/);
    expect((await stored()).length).toBe(before);
  });

  it('lists every problem at once: a wrong phone and a past date are both said at their fields', async () => {
    const before = (await stored()).length;
    const answer = await postForm({ ...guest(), phone: '12', date: '2020-01-01' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(`Nomor Telepon: ${PHONE_INVALID}`);
    expect(answer.text).toContain('Tanggal: Tanggal reservasi tidak boleh sebelum hari ini.');
    expect(answer.text).toMatch(/<input id="res-phone"[^>]*aria-invalid="true"/);
    expect(answer.text).toMatch(/<input id="res-date"[^>]*value="2020-01-01" aria-invalid="true"/);
    expect((await stored()).length).toBe(before);
  });

  it("bounds the form's date as the island does: from today to 90 days ahead, on the restaurant's clock", async () => {
    const answer = await postForm({ ...guest(), phone: '12' });
    const today = restaurantNow().date;
    expect(answer.text).toMatch(
      new RegExp(`<input id="res-date" [^>]*min="${today}" max="${addDays(today, 90)}"`),
    );
  });

  it('refuses a time outside the opening hours at the time field', async () => {
    const answer = await postForm({ ...guest(), time: '23:30' });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.');
    expect(answer.text).toMatch(
      /<select id="res-time"[^>]*aria-invalid="true" aria-describedby="res-time-error"/,
    );
  });

  it('refuses a form another site sent', async () => {
    const before = (await stored()).length;
    const answer = await postForm(guest(), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(answer.status).toBe(403);
    expectPageHeaders(answer);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a form whose Origin is another site, also when the browser sends no Sec-Fetch-Site', async () => {
    const before = (await stored()).length;
    for (const origin of ['http://evil.example', 'null', 'http://127.0.0.1.evil.example']) {
      const answer = await postForm(guest(), { headers: { origin } });
      expect(answer.status, origin).toBe(403);
      expectPageHeaders(answer);
      expect(answer.text).toContain('Formulir reservasi hanya dapat dikirim dari situs kami.');
    }
    expect((await stored()).length).toBe(before);
    // The site's own page names the site as it was asked for.
    const own = await postForm(
      { ...guest(), name: 'Tamu Situs Sendiri' },
      { from: '127.0.0.6', headers: { origin: new URL(baseUrl()).origin } },
    );
    expect(own.status, own.text).toBe(201);
  });

  it('limits each client as the JSON API does, and says so on the page', async () => {
    const from = '127.0.0.3';
    for (let i = 0; i < 5; i++)
      expect((await postForm({ ...guest(), name: `Tamu ${i}` }, { from })).status).toBe(201);
    const sixth = await postForm(guest(), { from });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(sixth.text).toContain(
      'Terlalu banyak permintaan reservasi dari perangkat Anda. Silakan coba lagi dalam beberapa menit.',
    );
  });
});

describe('the JSON API of the island', () => {
  it('refuses a booking another site sent: by Sec-Fetch-Site or by Origin', async () => {
    const before = (await stored()).length;
    const crossSite: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const answer = await rawRequest(baseUrl(), '/api/reservations', {
        method: 'POST',
        json: guest(),
        headers,
        localAddress: '127.0.0.6',
      });
      expect(answer.status, answer.text).toBe(403);
      expect(answer.json).toEqual({ detail: 'Formulir reservasi hanya dapat dikirim dari situs kami.' });
    }
    expect((await stored()).length).toBe(before);
  });

  it('still answers JSON, and names the field a refusal is about', async () => {
    const { status, body, headers } = await api('/api/reservations', {
      method: 'POST',
      json: { ...guest(), phone: '12345' },
    });
    expect(status).toBe(400);
    expect(headers.get('content-type')).toContain('application/json');
    expect(body).toEqual({
      detail: 'Nomor telepon harus nomor ponsel Indonesia, misalnya 0812 3456 7890.',
      field: 'phone',
    });
    const closed = await api('/api/reservations', { method: 'POST', json: { ...guest(), time: '23:30' } });
    expect(closed.body).toEqual({
      detail: 'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.',
      field: 'time',
    });
  });
});
