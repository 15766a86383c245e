/**
 * The daily publish (scheduled function `daily-publish`) against the real local store: after midnight on
 * the restaurant's clock it rebuilds the site once, when an event or a special day is over, logged as done
 * by `schedule`, and not otherwise. The runs are made at chosen moments; Netlify's call is tried as well.
 */
import type { Context } from '@netlify/functions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import dailyPublish, { config } from '../../netlify/functions/daily-publish.mts';
import { withOffset } from '../../src/domain/content/event-schedule.ts';
import { addDays } from '../../src/domain/content/hours.ts';
import type { AuditEntry } from '../../src/domain/shared/audit.ts';
import { dailyPublishKey, runDailyPublish } from '../../src/server/publishing/daily-publish.ts';
import { PUBLISH_KEYS } from '../../src/server/publishing/publish-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { adminToken } from '../helpers/admin.ts';
import { serverStore } from '../helpers/blobs.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

/** A day no other test dates anything on. */
const DAY = '2031-03-12';
const hook = buildHookRecorder();
let token: string;
let timeZone: string;
const made: string[] = [];

/** The moment it is `time` on `date` on the restaurant's clock. */
const at = (date: string, time: string) => new Date(withOffset(`${date}T${time}`, timeZone));

async function addEvent(title: string, dates: Record<string, string | null>) {
  const added = await api('/api/admin/events', {
    method: 'POST',
    token,
    json: { title, date: 'Sekali saja', description: 'Untuk uji terbit harian.', ...dates },
  });
  expect(added.status).toBe(201);
  made.push(String(added.body.id));
}

beforeAll(async () => {
  await ensureSeeded(serverStore());
  token = await adminToken();
  const restaurant = (await api('/api/admin/restaurant', { token })).body as unknown as {
    openingHours: { timeZone: string };
  };
  timeZone = restaurant.openingHours.timeZone;
  for (const date of [addDays(DAY, -1), DAY, addDays(DAY, 1)])
    await serverStore().delete(dailyPublishKey(date));
  // No build waiting: every request reaches the hook instead of joining one already sent.
  await serverStore().delete(PUBLISH_KEYS.build);
  await hook.reset();
});

afterAll(async () => {
  for (const id of made) await api(`/api/admin/events/${id}`, { method: 'DELETE', token });
  await hook.reset();
});

describe('the daily publish', () => {
  it('is a scheduled function without a public address, run every 15 minutes', async () => {
    expect(config).toEqual({ schedule: '*/15 * * * *' });
    const response = await dailyPublish(
      new Request('http://localhost/.netlify/functions/daily-publish', {
        method: 'POST',
        body: JSON.stringify({ next_run: new Date(Date.now() + 15 * 60_000).toISOString() }),
      }),
      {} as Context,
    );
    expect(response.status).toBe(200);
    expect(['not-due', 'done-already', 'unchanged', 'published']).toContain(
      ((await response.json()) as { state: string }).state,
    );
  });

  it('after midnight, rebuilds the site once when an event ended the day before, logged as done by schedule', async () => {
    const title = `Lomba Randang ${Date.now().toString(36)}`;
    await addEvent(title, { starts_at: `${addDays(DAY, -1)}T10:00`, ends_at: `${addDays(DAY, -1)}T15:00` });
    await hook.reset();

    expect(await runDailyPublish(at(DAY, '09:00'))).toEqual({ state: 'not-due' });
    const first = await runDailyPublish(at(DAY, '00:05'));
    expect(first).toMatchObject({ state: 'published', date: DAY });
    if (first.state !== 'published') return;
    expect(first.reasons).toContain(`event "${title}" is over`);
    const summary = `Published the site for ${DAY}: ${first.reasons.join('; ')}`;
    expect((await hook.requests()).map((request) => request.title)).toEqual([summary]);
    const log = (await api('/api/admin/audit?limit=20', { token })).body as unknown as AuditEntry[];
    expect(log).toContainEqual(
      expect.objectContaining({ by: 'schedule', action: 'publish', target: 'site', summary }),
    );

    // Another run that hour (or one overlapping it) publishes nothing more.
    expect(await runDailyPublish(at(DAY, '00:20'))).toEqual({ state: 'done-already', date: DAY });
    expect(await hook.requests()).toHaveLength(1);
  });

  it('does not rebuild when nothing shown depends on the date that passed', async () => {
    await hook.reset();
    // The event ended two days before: the site has not shown it since the last daily publish.
    expect(await runDailyPublish(at(addDays(DAY, 1), '00:05'))).toEqual({
      state: 'unchanged',
      date: addDays(DAY, 1),
    });
    expect(await hook.requests()).toEqual([]);
  });
});
