import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/domain/audit.ts';
import { adminToken } from '../helpers/admin.ts';
import { api } from '../helpers/http.ts';

const login = (username: string, password: string) =>
  api('/api/admin/auth/login', { method: 'POST', json: { username, password } });

async function activity(query = 'limit=100'): Promise<AuditEntry[]> {
  const { status, body } = await api(`/api/admin/audit?${query}`, { token: await adminToken() });
  expect(status).toBe(200);
  return body as AuditEntry[];
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

  it('pages: limit and offset walk back through the whole log', async () => {
    const all = await activity('limit=500');
    expect(all.length).toBeGreaterThan(6);
    const pages = [
      await activity('limit=3'),
      await activity('limit=3&offset=3'),
      await activity('limit=3&offset=6'),
    ];
    expect(pages.flat()).toEqual(all.slice(0, 9));
    expect(await activity(`limit=5&offset=${all.length}`)).toEqual([]);
    const { status } = await api('/api/admin/audit?offset=-1', { token: await adminToken() });
    expect(status).toBe(400);
  }, 60_000);
});
