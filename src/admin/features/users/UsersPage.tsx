/** /admin/users (SPEC §2, §8): the admin accounts, read-only. */
import { ShieldCheck, UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { type AdminUser, AdminUserSchema } from '../../../domain/admin-user.ts';
import { api } from '../../api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { RoleBadge } from '../../components/RoleBadge.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { notifyFailure } from '../../notify.ts';
import './users.css';

export const USERS_LOAD_FAILED = 'Failed to load users';

const LAST_LOGIN_FORMAT = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Nov 2026, 14.05" in the restaurant's locale, or "Never" for an account that never logged in. */
export function formatLastLogin(value: string | null): string {
  if (!value) return 'Never';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : LAST_LOGIN_FORMAT.format(date);
}

export function UsersPage() {
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    let current = true;
    api('/api/admin/users', { schema: AdminUserSchema.array() })
      .then((list) => current && setUsers(list))
      .catch((error) => {
        if (!current) return;
        notifyFailure(error, USERS_LOAD_FAILED);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => load(), [load]);

  return (
    <>
      <div className="toolbar">
        <p className="page-intro users-intro">The people who can sign in to this back-office.</p>
        <button type="button" className="btn btn-primary" disabled>
          <UserPlus size={18} aria-hidden /> Add User (Coming Soon)
        </button>
      </div>
      {failed ? (
        <div className="empty-state users-failed">
          <p>{USERS_LOAD_FAILED}</p>
          <button type="button" className="btn btn-secondary" onClick={load}>
            Try again
          </button>
        </div>
      ) : users === null ? (
        <Spinner label="Loading users…" />
      ) : users.length === 0 ? (
        <EmptyState>No users yet</EmptyState>
      ) : (
        <UsersTable users={users} />
      )}
    </>
  );
}

function UsersTable({ users }: { users: readonly AdminUser[] }) {
  return (
    // A focusable region so keyboard users can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap" aria-label="Admin users" tabIndex={0}>
      <table className="data-table users-table">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last Login</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td>
                <div className="users-name">
                  {user.role === 'superadmin' && (
                    <span className="users-shield" role="img" aria-label="Superadmin" title="Superadmin">
                      <ShieldCheck size={18} aria-hidden />
                    </span>
                  )}
                  <strong>{user.username}</strong>
                </div>
                <div className="muted">{user.full_name || 'N/A'}</div>
              </td>
              <td className={user.email ? undefined : 'muted'}>{user.email || 'N/A'}</td>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td>
                {user.is_active ? (
                  <span className="badge badge-green">Active</span>
                ) : (
                  <span className="badge badge-grey">Inactive</span>
                )}
              </td>
              <td className={user.last_login ? undefined : 'muted'}>{formatLastLogin(user.last_login)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
