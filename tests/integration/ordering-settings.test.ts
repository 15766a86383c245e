import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDERING_SETTINGS } from '../../src/domain/orders/ordering-settings.ts';
import { adminToken, staffToken } from '../helpers/admin.ts';
import { buildHookRecorder } from '../helpers/build-hook-recorder.ts';
import { api } from '../helpers/http.ts';

const hook = buildHookRecorder();
let token: string;

const put = (json: unknown, headers: Record<string, string> = {}, as = token) =>
  api('/api/admin/ordering', { method: 'PUT', token: as, json, headers });

const taxed = {
  enabled: true,
  modes: ['dine_in', 'pickup', 'delivery'],
  service_charge_percent: 5,
  service_charge_modes: ['dine_in', 'pickup'],
  tax_percent: 10,
  tax_modes: ['dine_in'],
  prices_include_tax: false,
  minimum_order: 50000,
  delivery_note: 'Antar dalam 5 km, ongkir Rp 10.000',
  prep_minutes: 45,
};

beforeAll(async () => {
  token = await adminToken();
});

afterAll(async () => {
  await put(DEFAULT_ORDERING_SETTINGS);
});

describe('ordering settings', () => {
  it('start with dine-in and pick-up, no delivery, nothing added to the prices', async () => {
    const first = await api('/api/admin/ordering', { token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(DEFAULT_ORDERING_SETTINGS);
    expect(first.headers.get('etag')).toBeTruthy();
  });

  it('keep the charges an admin loaded before a deploy does not send, instead of zeroing them', async () => {
    expect((await put(taxed)).status).toBe(200);
    const {
      tax_percent: _tax,
      service_charge_percent: _service,
      prices_include_tax: _incl,
      ...older
    } = taxed;
    const saved = await put({ ...older, prep_minutes: 30 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ ...taxed, prep_minutes: 30 });
    expect((await put({ ...taxed, tax_percent: 0 })).body).toMatchObject({ tax_percent: 0 });
    await put(DEFAULT_ORDERING_SETTINGS);
  });

  it('are saved whole, publish the site, and keep the version they replace', async () => {
    const before = await api('/api/admin/ordering', { token });
    await hook.reset();
    const saved = await put(taxed, { 'if-match': String(before.headers.get('etag')) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(taxed);
    expect((await api('/api/admin/ordering', { token })).body).toEqual(taxed);
    expect((await hook.requests()).map((request) => request.title)).toEqual(['Ordering settings updated']);
    const history = (await api('/api/admin/settings-history/ordering', { token })).body as unknown as Array<{
      by: string;
      version: unknown;
    }>;
    expect(history[0]).toMatchObject({ by: 'admin', version: before.body });
    const log = (await api('/api/admin/audit?limit=5', { token })).body as unknown as Array<{
      summary: string;
    }>;
    expect(log.map((entry) => entry.summary)).toContain('Updated the ordering settings');
  });

  it('refuse a save over a colleague’s newer one', async () => {
    const opened = await api('/api/admin/ordering', { token });
    expect(
      (await put({ ...taxed, tax_percent: 10 }, { 'if-match': String(opened.headers.get('etag')) })).status,
    ).toBe(200);
    expect((await put({ ...taxed, service_charge_percent: 7 })).status).toBe(200);
    const stale = await put({ ...taxed, tax_percent: 5 }, { 'if-match': String(opened.headers.get('etag')) });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/ordering settings/);
    expect((await api('/api/admin/ordering', { token })).body).toMatchObject({ service_charge_percent: 7 });
  });

  it('refuse what is not a setting with a 400 naming the field, and change nothing', async () => {
    const current = (await api('/api/admin/ordering', { token })).body;
    for (const [change, field] of [
      [{ service_charge_percent: 25 }, 'service_charge_percent'],
      [{ tax_percent: 12 }, 'tax_percent'],
      [{ modes: ['takeaway'] }, 'modes'],
      [{ modes: [] }, 'modes'],
      [{ service_charge_modes: ['takeaway'] }, 'service_charge_modes'],
      [{ tax_modes: ['pickup', 'pickup'] }, 'tax_modes'],
      [{ minimum_order: -5 }, 'minimum_order'],
      [{ delivery_note: 'a\u0000b' }, 'delivery_note'],
    ] as const) {
      const refused = await put({ ...taxed, ...change });
      expect(refused.status, JSON.stringify(change)).toBe(400);
      expect(String(refused.body.detail), JSON.stringify(change)).toMatch(new RegExp(`^${field}`));
    }
    expect((await api('/api/admin/ordering', { token })).body).toEqual(current);
  });

  it('belong to the content editors: an editor saves them, a reservations manager does not', async () => {
    const editor = await staffToken('editor', 'penata-pesanan');
    const manager = await staffToken('manager_reservasi', 'penerima-pesanan');
    expect((await put(taxed, {}, editor)).status).toBe(200);
    expect((await api('/api/admin/settings-history/ordering', { token: editor })).status).toBe(200);
    expect((await api('/api/admin/ordering', { token: manager })).status).toBe(403);
    expect((await put(DEFAULT_ORDERING_SETTINGS, {}, manager)).status).toBe(403);
    expect((await api('/api/admin/ordering')).status).toBe(401);
  });

  it('travel in a backup, and an older backup without them leaves them as they are', async () => {
    expect((await put(taxed)).status).toBe(200);
    const backup = (await api('/api/admin/backup', { token })).body as Record<string, unknown>;
    expect(backup.ordering).toEqual(taxed);
    expect((await put(DEFAULT_ORDERING_SETTINGS)).status).toBe(200);
    const restore = (file: unknown) =>
      api('/api/admin/backup/restore', { method: 'POST', token, json: { backup: file, confirm: true } });
    expect((await restore(backup)).status).toBe(200);
    expect((await api('/api/admin/ordering', { token })).body).toEqual(taxed);
    const { ordering: _ordering, ...older } = backup;
    expect((await put({ ...taxed, tax_percent: 0 })).status).toBe(200);
    expect((await restore(older)).status).toBe(200);
    expect((await api('/api/admin/ordering', { token })).body).toMatchObject({ tax_percent: 0 });
  });

  it('saved before the ways existed, read with service on dine-in only and PB1 on every way, in a backup too', async () => {
    const { service_charge_modes: _service, tax_modes: _tax, ...before } = taxed;
    const defaults = { service_charge_modes: ['dine_in'], tax_modes: ['dine_in', 'pickup', 'delivery'] };
    // Saved by an admin loaded before the ways existed: the ways stay as they were.
    expect((await put(taxed)).status).toBe(200);
    const saved = await put(before);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual(taxed);
    const backup = (await api('/api/admin/backup', { token })).body as Record<string, unknown>;
    const restore = (file: unknown) =>
      api('/api/admin/backup/restore', { method: 'POST', token, json: { backup: file, confirm: true } });
    expect((await restore({ ...backup, ordering: before })).status).toBe(200);
    expect((await api('/api/admin/ordering', { token })).body).toEqual({ ...before, ...defaults });
  });

  it('Restaurant Info keeps a halal certificate without a validity date (UU 6/2023), and one with a date', async () => {
    const current = (await api('/api/admin/restaurant', { token })).body as Record<string, unknown>;
    try {
      for (const halal of [
        { certificate_number: 'ID13110000123450722', valid_until: '' },
        { certificate_number: 'ID13110000123450722', valid_until: '2030-06-30' },
      ]) {
        const saved = await api('/api/admin/restaurant', {
          method: 'PUT',
          token,
          json: { ...current, halal },
        });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        expect((await api('/api/admin/restaurant', { token })).body).toMatchObject({ halal });
      }
    } finally {
      await api('/api/admin/restaurant', { method: 'PUT', token, json: current });
    }
  });

  it('Restaurant Info refuses a delivery-app link on another host and a halal number that is not BPJPH’s, changing nothing', async () => {
    const current = (await api('/api/admin/restaurant', { token })).body as Record<string, unknown>;
    const links = { gofood: '', grabfood: '', shopeefood: '' };
    for (const [change, field] of [
      [
        { order_links: { ...links, gofood: 'https://food.grab.com/id/id/restaurant/x' } },
        'order_links.gofood',
      ],
      [{ order_links: { ...links, grabfood: 'http://food.grab.com/x' } }, 'order_links.grabfood'],
      [
        { halal: { certificate_number: 'LPPOM-00160012345', valid_until: '2030-01-01' } },
        'halal.certificate_number',
      ],
      [{ halal: { certificate_number: '', valid_until: '2030-01-01' } }, 'halal.certificate_number'],
    ] as const) {
      const refused = await api('/api/admin/restaurant', {
        method: 'PUT',
        token,
        json: { ...current, ...change },
      });
      expect(refused.status, field).toBe(400);
      expect(String(refused.body.detail), field).toContain(`${field}: `);
    }
    expect((await api('/api/admin/restaurant', { token })).body).toEqual(current);
  });
});
