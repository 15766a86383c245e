import { describe, expect, it } from 'vitest';
import { adminToken } from '../helpers/admin.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { api, baseUrl } from '../helpers/http.ts';
import { rawRequest } from '../helpers/raw-http.ts';

// A table booked from the English pages: their form says `language=en`, and the guest reads every answer
// in English, with or without JavaScript. Staff see the booking as any other.

const guest = () => ({
  name: 'Sarah Miller',
  phone: '0813 4444 5555',
  date: wednesdayAhead(),
  time: '19:00',
  guests: '3-4',
  website: '',
  language: 'en',
});

/** Each case books from its own address: the server counts bookings per client. */
const post = (from: string, body: { form: Record<string, string> } | { json: Record<string, string> }) =>
  rawRequest(baseUrl(), '/api/reservations', { method: 'POST', localAddress: from, ...body });

const stored = async () =>
  (await api('/api/admin/reservations', { token: await adminToken() })).body as unknown as Array<
    Record<string, unknown>
  >;

describe('a booking from the English form', () => {
  it('without JavaScript, is confirmed on an English page and stored as any booking', async () => {
    const answer = await post('127.0.0.71', { form: guest() });
    expect(answer.status).toBe(201);
    expect(answer.text).toContain('<html lang="en">');
    expect(answer.text).toContain(
      'Your booking request has been sent! We will contact you soon to confirm it.',
    );
    const id = answer.text.match(/Booking ID: (RMP[A-Z0-9]{9})/)?.[1];
    expect(id).toBeDefined();
    expect(answer.text).toContain('<dt>Guests</dt><dd>3-4 people</dd>');
    const booking = (await stored()).find((r) => r.id === id);
    expect(booking).toMatchObject({
      name: 'Sarah Miller',
      phone: '6281344445555',
      guests: '3-4',
      status: 'pending',
    });
    expect(booking).not.toHaveProperty('language');
  });

  it('without JavaScript, is refused on an English page that keeps the form English', async () => {
    const answer = await post('127.0.0.72', { form: { ...guest(), phone: '12', time: '23:30' } });
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Your booking has not been sent');
    expect(answer.text).toContain(
      'Phone number: Please enter an Indonesian mobile number, for example 0812 3456 7890.',
    );
    expect(answer.text).toContain('Time: On that date, tables can be booked for 10:00–21:00.');
    expect(answer.text).toContain('<input type="hidden" name="language" value="en">');
    expect(answer.text).toContain('<a class="back" href="/en/#reservation">');
  });

  it('from the island, is refused in English at the field', async () => {
    const answer = await post('127.0.0.73', { json: { ...guest(), time: '23:30' } });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      field: 'time',
      detail: 'On that date, tables can be booked for 10:00–21:00.',
    });
    const invalid = await post('127.0.0.73', { json: { ...guest(), guests: '12' } });
    expect(invalid.json).toMatchObject({
      field: 'guests',
      detail: 'Please choose the number of guests: 1, 2, 3-4, 5-8 or 8+.',
    });
    // The Indonesian form sends no language, and is answered as before.
    const { language: _, ...indonesian } = guest();
    const before = await post('127.0.0.73', { json: { ...indonesian, time: '23:30' } });
    expect(before.json).toMatchObject({
      detail: 'Pada tanggal itu kami menerima reservasi pukul 10:00 - 21:00.',
    });
  });

  it('from the island, is booked as any booking', async () => {
    const answer = await post('127.0.0.74', { json: guest() });
    expect(answer.status).toBe(201);
    const id = String(answer.json?.id);
    expect((await stored()).find((r) => r.id === id)).toMatchObject({
      name: 'Sarah Miller',
      status: 'pending',
    });
  });
});
