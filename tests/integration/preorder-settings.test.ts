import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

// Issue 41: the deposit asked on pre-orders and large orders, paid by the restaurant's own static QRIS, and
// how far ahead guests may pre-order. Settings → Ordering saves them as a document of their own.
const hook = buildHookRecorder();
let token: string;

const PATH = '/api/admin/preorder';
const put = (json: unknown, headers: Record<string, string> = {}, as = token) =>
  api(PATH, { method: 'PUT', token: as, json, headers });

const withDeposit = {
  deposit_percent: 50,
  deposit_from: 1_000_000,
  deposit_hours: 24,
  preorder_days_ahead: 21,
  qris_image: '/images/menu/rendang-daging.svg',
  qris_merchant: 'RM PADANG SEDERHANA RASA',
  qris_nmid: 'ID1020021234567',
};

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  await put(DEFAULT_PREORDER_SETTINGS);
});

describe('pre-order and deposit settings', () => {
  it('start with no deposit, no QRIS, pre-orders up to 14 days ahead', async () => {
    const first = await api(PATH, { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_PREORDER_SETTINGS);
    expect(first.headers.get('etag')).toBeTruthy();
  });

  it('are saved whole, publish the site, and keep the version they replace', async () => {
    const before = await api(PATH, { token });
    await hook.reset();
    const saved = await put(
      { ...withDeposit, qris_nmid: 'id 1020021234567' },
      { 'if-match': String(before.headers.get('etag')) },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // The NMID as printed, whatever spaces and case it was typed with.
    expect(saved.body).toEqual(withDeposit);
    expect((await api(PATH, { token })).body).toEqual(withDeposit);
    expect((await hook.requests()).map((request) => request.title)).toEqual([
      'Pre-order and deposit settings updated',
    ]);
    const history = (await api('/api/admin/settings-history/preorder', { token })).body as unknown as Array<{
      by: string;
      version: unknown;
    }>;
    expect(history[0]).toMatchObject({ by: 'admin', version: before.body });
  });

  it('refuse a save over a colleague’s newer one', async () => {
    const opened = await api(PATH, { token });
    expect((await put({ ...withDeposit, deposit_percent: 30 })).status).toBe(200);
    const stale = await put(withDeposit, { 'if-match': String(opened.headers.get('etag')) });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/pre-order and deposit settings/);
    expect((await api(PATH, { token })).body).toMatchObject({ deposit_percent: 30 });
  });

  it('refuse what is not a setting with a 400 naming the field, and change nothing', async () => {
    const current = (await api(PATH, { token })).body;
    for (const [change, field] of [
      [{ deposit_percent: 101 }, 'deposit_percent'],
      [{ deposit_percent: 12.5 }, 'deposit_percent'],
      [{ deposit_hours: 0 }, 'deposit_hours'],
      [{ preorder_days_ahead: 91 }, 'preorder_days_ahead'],
      [{ deposit_from: -1 }, 'deposit_from'],
      [{ qris_nmid: 'ID12' }, 'qris_nmid'],
      [{ qris_merchant: '' }, 'qris_merchant'],
      [{ qris_image: '' }, 'qris_image'],
      [{ qris_image: 'javascript:alert(1)' }, 'qris_image'],
      // A picture of the media library that is not (or no longer) there.
      [{ qris_image: '/media/0123456789abcdef01234567.png' }, 'qris_image'],
    ] as const) {
      const refused = await put({ ...withDeposit, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(String(refused.body.detail), JSON.stringify(change)).toMatch(new RegExp(`^${field}`));
    }
    expect((await api(PATH, { token })).body).toEqual(current);
  });

  it('belong to the content editors: an editor saves them, a reservations manager does not', async () => {
    const editor = await staffToken('editor', 'penata-katering');
    const manager = await staffToken('manager_reservasi', 'penerima-katering');
    expect((await put(withDeposit, {}, editor)).status).toBe(200);
    expect((await api('/api/admin/settings-history/preorder', { token: editor })).status).toBe(200);
    expect((await api(PATH, { token: manager })).status).toBe(403);
    expect((await put(DEFAULT_PREORDER_SETTINGS, {}, manager)).status).toBe(403);
    expect((await api(PATH)).status).toBe(401);
  });

  it('travel in a backup, and an older backup without them leaves them as they are', async () => {
    expect((await put(withDeposit)).status).toBe(200);
    const backup = (await api('/api/admin/backup', { token })).body as Record<string, unknown>;
    expect(backup.preorder).toEqual(withDeposit);
    expect((await put(DEFAULT_PREORDER_SETTINGS)).status).toBe(200);
    const restore = (file: unknown) =>
      api('/api/admin/backup/restore', { method: 'POST', token, json: { backup: file, confirm: true } });
    expect((await restore(backup)).status).toBe(200);
    expect((await api(PATH, { token })).body).toEqual(withDeposit);
    const { preorder: _preorder, ...older } = backup;
    expect((await put({ ...withDeposit, deposit_percent: 25 })).status).toBe(200);
    expect((await restore(older)).status).toBe(200);
    expect((await api(PATH, { token })).body).toMatchObject({ deposit_percent: 25 });
  });
});
