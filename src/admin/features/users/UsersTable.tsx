/**
 * The admin accounts (SPEC §2): user, email, role badge, status, last login. For a superadmin each row
 * also has its actions: change the role, activate or deactivate, reset the password. On a phone each row
 * is a card.
 */
import { KeyRound, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useId } from 'react';
import { type AdminUser, ROLES, type Role } from '../../../domain/admin-user.ts';
import { formatMoment } from '../../../domain/time-format.ts';
import { RoleBadge } from '../../components/RoleBadge.tsx';
import { followLink } from '../../navigation.ts';
import { pathOf } from '../../routes.ts';

/** "12 Nov 2026, 14:05" as every admin screen writes a moment, or "Never" for an account never used. */
export function formatLastLogin(value: string | null): string {
  if (!value) return 'Never';
  return formatMoment(value) ?? value;
}

/** What a superadmin can do from a row. */
export interface UserActions {
  /** The signed-in superadmin's username: their own row offers no deactivation or reset. */
  self: string | undefined;
  /** Accounts with a change being saved. */
  busy: ReadonlySet<string>;
  onRole: (user: AdminUser, role: Role) => void;
  onActive: (user: AdminUser, active: boolean) => void;
  onResetPassword: (user: AdminUser) => void;
}

export function UsersTable({
  users,
  actions,
}: {
  users: readonly AdminUser[];
  /** Absent for anyone who may not manage users: the table is read-only. */
  actions?: UserActions;
}) {
  return (
    // A focusable region so keyboard users can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap users-wrap" aria-label="Admin users" tabIndex={0}>
      <table className={`data-table users-table${actions ? ' users-table-actions' : ''}`}>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Last Login</th>
            {actions && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} actions={actions} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function UserRow({ user, actions }: { user: AdminUser; actions: UserActions | undefined }) {
  const roleId = useId();
  const isSelf = user.username === actions?.self;
  const busy = actions?.busy.has(user.id) ?? false;
  return (
    <tr aria-busy={busy || undefined} className={user.is_active ? undefined : 'users-inactive'}>
      <td data-label="User" className="users-user">
        <div className="users-name">
          {user.role === 'superadmin' && (
            <span className="users-shield" role="img" aria-label="Superadmin" title="Superadmin">
              <ShieldCheck size={18} aria-hidden />
            </span>
          )}
          <strong>{user.username}</strong>
          {isSelf && <span className="badge badge-grey">You</span>}
        </div>
        <div className="muted">{user.full_name || 'N/A'}</div>
      </td>
      <td data-label="Email" className={user.email ? 'users-email' : 'users-email muted'}>
        {user.email || 'N/A'}
      </td>
      <td data-label="Role">
        <RoleBadge role={user.role} />
      </td>
      <td data-label="Status">
        {user.is_active ? (
          <span className="badge badge-green">Active</span>
        ) : (
          <span className="badge badge-grey">Inactive</span>
        )}
      </td>
      <td data-label="Last Login" className={user.last_login ? 'users-last-login' : 'users-last-login muted'}>
        {formatLastLogin(user.last_login)}
      </td>
      {actions && (
        <td data-label="Actions" className="users-actions-cell">
          <div className="users-actions">
            <div className="users-role-select">
              <label htmlFor={roleId}>
                Change role<span className="visually-hidden"> of {user.username}</span>
              </label>
              <select
                id={roleId}
                value={user.role}
                disabled={busy}
                onChange={(event) => actions.onRole(user, event.target.value as Role)}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            </div>
            <div className="users-buttons">
              {isSelf ? (
                <span className="muted users-self-hint">
                  Your own password:{' '}
                  <a href={pathOf('settings')} onClick={followLink}>
                    Settings
                  </a>
                </span>
              ) : (
                <>
                  {user.is_active ? (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={`Deactivate ${user.username}`}
                      disabled={busy}
                      onClick={() => actions.onActive(user, false)}
                    >
                      <UserX size={16} aria-hidden /> Deactivate
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={`Activate ${user.username}`}
                      disabled={busy}
                      onClick={() => actions.onActive(user, true)}
                    >
                      <UserCheck size={16} aria-hidden /> Activate
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={`Reset password of ${user.username}`}
                    disabled={busy}
                    onClick={() => actions.onResetPassword(user)}
                  >
                    <KeyRound size={16} aria-hidden /> Reset password
                  </button>
                </>
              )}
            </div>
          </div>
        </td>
      )}
    </tr>
  );
}
