/**
 * A booking's calendar file for staff (the admin's "Simpan ke kalender"): the same .ics the guest gets,
 * confirmed once the restaurant confirmed it, at the restaurant's whole address; for the roles that handle
 * reservations only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { fullAddress } from '../../src/domain/content/address.ts';
import { icsText } from '../../src/domain/reservations/calendar-file.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api, baseUrl } from '../helpers/http.ts';

let token: string;
let id: string;

/** The file as the admin downloads it. */
async function calendar(bookingId: string, as = token) {
  const response = await fetch(new URL(`/api/admin/reservations/${bookingId}/calendar`, baseUrl()), {
    headers: { authorization: `Bearer ${as}` },
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

beforeAll(async () => {
  token = await adminToken();
  const { status, body } = await api('/api/admin/reservations', {
    method: 'POST',
    token,
    json: {
      name: 'Rahmat Kalender',
      phone: '0812 3456 7000',
      date: '2031-05-07',
      time: '19:30',
      guests: '5-8',
      source: 'phone',
    },
  });
  expect(status).toBe(201);
  id = (body.reservation as { id: string }).id;
});

describe("a booking's calendar file for staff", () => {
  it("is the booking at the restaurant's whole address, on its clock, confirmed", async () => {
    const manager = await staffToken('manager_reservasi', 'kalender-manajer');
    const { status, headers, text } = await calendar(id, manager);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(`attachment; filename="reservasi-${id}.ics"`);
    expect(headers.get('cache-control')).toBe('no-store');
    const ics = text.replace(/\r\n /g, '');
    const { body: info } = await api('/api/admin/restaurant', { token });
    const zone = (info.openingHours as { timeZone: string }).timeZone;
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain(`\r\nUID:${id}@reservasi\r\n`);
    expect(ics).toContain(`\r\nDTSTART;TZID=${zone}:20310507T193000\r\n`);
    expect(ics).toContain(`\r\nSUMMARY:${icsText(`Reservasi di ${String(info.name)}`)}\r\n`);
    expect(info.city).not.toBe('');
    expect(ics).toContain(
      `\r\nLOCATION:${icsText(fullAddress(info as unknown as Parameters<typeof fullAddress>[0]))}\r\n`,
    );
    expect(ics).toContain('\r\nDESCRIPTION:ID Booking: ');
    expect(ics).toContain('\r\nSTATUS:CONFIRMED\r\n');
  });

  it('is for the roles that handle reservations only, for a booking still ahead, and 404 for one that does not exist', async () => {
    const editor = await staffToken('editor', 'kalender-editor');
    expect((await calendar(id, editor)).status).toBe(403);
    const anonymous = await fetch(new URL(`/api/admin/reservations/${id}/calendar`, baseUrl()));
    expect(anonymous.status).toBe(401);
    const { body } = await api('/api/admin/reservations', {
      method: 'POST',
      token,
      json: {
        name: 'Batal Kalender',
        phone: '0812 3456 7001',
        date: '2031-05-08',
        time: '19:30',
        guests: '2',
        source: 'phone',
      },
    });
    const cancelled = (body.reservation as { id: string }).id;
    const cancel = await api(`/api/admin/reservations/${cancelled}`, {
      method: 'PUT',
      token,
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    // A cancelled booking is no longer anyone's plan: no file for it.
    expect((await calendar(cancelled)).status).toBe(409);
    const missing = await calendar('RMPZZZZZZZZ9');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toHaveProperty('detail');
  });
});
