import type { Context } from '@netlify/functions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import cleanup, { config } from '../../netlify/functions/rate-limit-cleanup.mts';
import { adminStore } from '../../src/server/accounts/admin-repo.ts';
import { LOGIN_LIMIT } from '../../src/server/accounts/auth-service.ts';
import { reservationLimit } from '../../src/server/reservations/intake.ts';
import { reservationStore, updateSlotClaims } from '../../src/server/reservations/repo.ts';
import { listKeys, readDocument } from '../../src/server/store/documents.ts';
import { rateLimiter } from '../../src/server/store/rate-limit.ts';
import { wednesdayAhead } from '../helpers/dates.ts';
import { api } from '../helpers/http.ts';

const MINUTE = 60_000;
/**
 * Each client's record under one scope, as the minutes before `now` of its newest event (not rounded),
 * oldest first. A record keeps older events beside a recent one: the cleanup deletes whole records, those
 * with nothing left in their window.
 */
async function newestAges(
  store: ReturnType<typeof adminStore>,
  scope: string,
  now: number,
): Promise<number[]> {
  const prefix = `rate-limits/${scope}/`;
  const records = await Promise.all(
    (await listKeys(store, prefix)).map((name) =>
      readDocument(store, prefix + name, z.object({ hits: z.array(z.number()) })),
    ),
  );
  return records
    .map((record) => Math.max(...(record?.hits ?? [])))
    .filter(Number.isFinite)
    .map((at) => (now - at) / MINUTE)
    .sort((a, b) => b - a);
}

describe('rate-limit records expire', () => {
  it('the hourly cleanup deletes hits older than their window and keeps the recent ones', async () => {
    expect(config).toEqual({ schedule: '@hourly' });
    const now = Date.now();
    const logins = rateLimiter(adminStore(), 'login', LOGIN_LIMIT);
    const passwords = rateLimiter(adminStore(), 'change-password', LOGIN_LIMIT);
    const bookings = rateLimiter(reservationStore(), 'reservation', reservationLimit());
    // Each from a username or address never seen again, so take() never tidies them itself.
    await logins.take(['sekali-lewat', '198.51.100.1'], now - 16 * MINUTE);
    await logins.take(['sekali-lewat', '198.51.100.2'], now - 12 * MINUTE);
    await passwords.take(['akun-lama', '198.51.100.3'], now - 60 * MINUTE);
    await bookings.take(['198.51.100.4'], now - 11 * MINUTE);
    await bookings.take(['198.51.100.5'], now - 2 * MINUTE);
    // A client whose events span the window's edge: its record stays whole, for its recent event.
    await bookings.take(['198.51.100.6'], now - 10.5 * MINUTE);
    await bookings.take(['198.51.100.6'], now - 1 * MINUTE);
    // A real refused login leaves a fresh hit too.
    const refused = await api('/api/admin/auth/login', {
      method: 'POST',
      json: { username: 'tamu-iseng', password: 'tebakan-saja' },
    });
    expect(refused.status).toBe(401);

    const response = await cleanup(
      new Request('http://localhost/.netlify/functions/rate-limit-cleanup', {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date(now + 60 * MINUTE).toISOString() }),
      }),
      {} as Context,
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { deleted: number }).deleted).toBeGreaterThanOrEqual(3);

    // Each scope keeps its own window: 12 minutes is inside the login's 15, 11 outside the booking's 10.
    // The cleanup ran after `now`: as of `now`, every record it kept has an event inside its window
    // (records other tests left a moment inside it stay, whatever the run's length).
    const rounded = async (store: ReturnType<typeof adminStore>, scope: string) =>
      (await newestAges(store, scope, now)).map(Math.round);
    expect((await newestAges(adminStore(), 'login', now)).filter((age) => age > 15)).toEqual([]);
    expect(await rounded(adminStore(), 'login')).toContain(12);
    expect(await rounded(adminStore(), 'login')).toContain(0);
    expect((await newestAges(adminStore(), 'change-password', now)).filter((age) => age > 15)).toEqual([]);
    expect((await newestAges(reservationStore(), 'reservation', now)).filter((age) => age > 10)).toEqual([]);
    expect(await rounded(reservationStore(), 'reservation')).toContain(2);
    expect(await rounded(reservationStore(), 'reservation')).toContain(1);
  }, 60_000);

  it('the hourly cleanup deletes the seat claims of slots of past days', async () => {
    const store = reservationStore();
    const ahead = wednesdayAhead();
    for (const date of ['2020-03-04', ahead])
      await updateSlotClaims(store, { date, time: '19:00' }, () => ({ claims: [] }));
    const run = await cleanup(
      new Request('http://localhost/.netlify/functions/rate-limit-cleanup', { method: 'POST' }),
      {} as Context,
    );
    expect(run.status).toBe(200);
    const slots = await listKeys(store, 'slots/');
    expect(slots).toContain(`${ahead}/1900`);
    expect(slots.filter((key) => key.startsWith('2020-'))).toEqual([]);
  });
});
