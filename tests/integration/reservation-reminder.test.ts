/** "Kirim pengingat": staff mark the reminder of a confirmed booking sent, kept with who and when. */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, restaurantNow } from '../../src/domain/content/hours.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

let token: string;
let confirmed: { id: string };
/** Tomorrow at the restaurant when the file starts: the day of every booking it enters. */
const day = addDays(restaurantNow().date, 1);

const enter = async (json: Record<string, unknown>) => {
  const { status, body } = await api('/api/admin/reservations', {
    method: 'POST',
    token,
    json: {
      name: 'Tamu Pengingat',
      phone: '0812 3456 7890',
      date: day,
      time: '19:00',
      guests: '2',
      source: 'phone',
      ...json,
    },
  });
  expect(status).toBe(201);
  return body.reservation as { id: string };
};

const remind = (id: string, as = token) =>
  api(`/api/admin/reservations/${id}/reminder`, { method: 'POST', token: as });

beforeAll(async () => {
  token = await adminToken();
  confirmed = await enter({});
});

describe('the reminder of a booking', () => {
  it('is kept on the reservation with who sent it and when, and in the activity log', async () => {
    const manager = await staffToken('manager_reservasi', 'pengingat-manajer');
    const before = Date.now();
    const { status, body } = await remind(confirmed.id, manager);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: confirmed.id, status: 'confirmed', revision: 1 });
    const reminder = body.reminder as { at: string; by: string };
    expect(reminder.by).toBe('pengingat-manajer');
    expect(Date.parse(reminder.at)).toBeGreaterThanOrEqual(before - 1000);
    const list = await api(`/api/admin/reservations?date=${day}`, { token });
    const stored = (list.body as unknown as Array<{ id: string; reminder: unknown }>).find(
      (r) => r.id === confirmed.id,
    );
    expect(stored?.reminder).toEqual(reminder);
    const log = await api('/api/admin/audit?limit=1', { token });
    expect((log.body as unknown as Array<Record<string, string>>)[0]).toMatchObject({
      by: 'pengingat-manajer',
      action: 'reservation-reminder',
      summary: `Sent a reminder of the reservation ${confirmed.id} to Tamu Pengingat`,
    });
  });

  it('is refused for a booking no longer confirmed or without a phone, an unknown one, and an editor', async () => {
    const walkIn = await enter({ source: 'walk_in', phone: '' });
    expect((await remind(walkIn.id)).body.detail).toBe(
      'Only a confirmed reservation with a phone number gets a reminder',
    );
    const cancelled = await enter({ name: 'Tamu Batal' });
    const cancel = await api(`/api/admin/reservations/${cancelled.id}`, {
      method: 'PUT',
      token,
      json: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(200);
    expect((await remind(cancelled.id)).status).toBe(409);
    expect((await remind('RMPNOTHERE123')).status).toBe(404);
    expect((await remind('not-an-id')).status).toBe(404);
    const editor = await staffToken('editor', 'pengingat-editor');
    expect((await remind(confirmed.id, editor)).status).toBe(403);
  });
});
