import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../src/domain/shared/audit.ts';
import { ADMIN_PASSWORD, adminToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = (username: string, password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username, password } });

async function activity(query = 'limit=100'): Promise<AuditLogEntry[]> {
  const { status, body } = await api(`/api/admin/audit?${query}`, { token: await adminToken() });
  expect(status).toBe(200);
  return body as unknown as AuditLogEntry[];
}

describe('activity log', () => {
  it('records failed sign-ins and the lockout they start, never the password typed', async () => {
    await adminToken();
    for (let i = 0; i < 5; i++)
      expect((await login('penebak-audit', `Tebakan-Rahasia-${i}`)).status).toBe(401);
    expect((await login('admin', 'Bukan-Sandinya-9')).status).toBe(401);
    const log = await activity();
    const failures = log.filter((entry) => entry.action === 'login-failed');
    expect(failures.filter((entry) => entry.by === 'penebak-audit')).toHaveLength(5);
    expect(failures.find((entry) => entry.by === 'admin')).toMatchObject({
      target: expect.stringMatching(/^user\//),
      summary: expect.stringMatching(/^Failed sign-in as "admin"/),
    });
    // Other files lock out their own made-up users: this one's lockout is recorded once.
    expect(log.filter((entry) => entry.action === 'login-lockout' && entry.by === 'penebak-audit')).toEqual([
      expect.objectContaining({
        by: 'penebak-audit',
        target: 'login',
        summary: expect.stringMatching(/Locked out/),
      }),
    ]);
    expect(JSON.stringify(log)).not.toMatch(/Tebakan-Rahasia|Bukan-Sandinya/);
  }, 120_000);

  it('records an own password change and a failed backup import', async () => {
    const token = await adminToken();
    const created = await api('/api/admin/users', {
      method: 'POST',
      token,
      json: { username: 'juru-catat', role: 'editor', password: 'rahasia-awal-123' },
    });
    expect(created.status).toBe(201);
    const session = (await login('juru-catat', 'rahasia-awal-123')).body.access_token as string;
    const changed = await api('/api/admin/auth/change-password', {
      method: 'POST',
      token: session,
      json: { old_password: 'rahasia-awal-123', new_password: 'Catatan-Milik-Sendiri-7' },
    });
    expect(changed.status).toBe(200);

    const refused = await api('/api/admin/backup/restore', {
      method: 'POST',
      token,
      json: { backup: { format: 'bukan-cadangan' }, confirm: true },
    });
    expect(refused.status).toBe(400);

    const log = await activity();
    expect(log).toContainEqual(
      expect.objectContaining({
        by: 'juru-catat',
        action: 'password-change',
        target: `user/${created.body.id}`,
      }),
    );
    expect(log).toContainEqual(
      expect.objectContaining({
        by: 'admin',
        action: 'backup-import-failed',
        summary: expect.stringMatching(/^A backup import failed: This file is not a valid backup/),
      }),
    );
    expect(JSON.stringify(log)).not.toMatch(/Catatan-Milik-Sendiri|rahasia-awal/);
  }, 120_000);

  it('pages: "before" walks back through the whole log, whatever is recorded meanwhile', async () => {
    const all = await activity('limit=500');
    expect(all.length).toBeGreaterThan(9);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    // Others act while staff read the log: a sign-in now would shift every page counted from the newest.
    expect((await login('admin', ADMIN_PASSWORD)).status).toBe(200);
    const newest = await activity('limit=1');
    expect(newest[0]).toMatchObject({ by: 'admin', action: 'login' });
    // A page named by the entry it follows does not move.
    const walked: AuditLogEntry[] = [];
    let before = all[0]?.id ?? '';
    for (let i = 0; i < 3; i++) {
      const page = await activity(`limit=3&before=${encodeURIComponent(before)}`);
      expect(page).toHaveLength(3);
      walked.push(...page);
      before = page.at(-1)?.id ?? '';
    }
    expect(walked).toEqual(all.slice(1, 10));
    // The oldest entry: back with `before`, a full page at a time, until a page comes back short.
    let oldest = all.at(-1)?.id ?? '';
    for (let page = all; page.length === 500; ) {
      page = await activity(`limit=500&before=${encodeURIComponent(oldest)}`);
      oldest = page.at(-1)?.id ?? oldest;
    }
    expect(await activity(`limit=5&before=${encodeURIComponent(oldest)}`)).toEqual([]);
    // Counted from the newest, a page shows what the sign-in pushed down.
    expect(await activity('limit=3&offset=1')).toEqual(all.slice(0, 3));
    for (const query of ['offset=-1', 'before=..%2Fsettings', 'before=2026-11']) {
      const { status, body } = await api(`/api/admin/audit?${query}`, { token: await adminToken() });
      expect(status, query).toBe(400);
      expect(body.detail, query).toEqual(expect.any(String));
    }
  }, 60_000);
});
