/**
 * The admin accounts (SPEC §2): user, email, role badge, status, last login. For a superadmin each row
 * also has its actions: change the role, activate or deactivate, reset the password. On a phone each row
 * is a card.
 */
import { KeyRound, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useId } from 'react';
import { type AdminUser, ROLES, type Role } from '../../../domain/accounts/admin-user.ts';
import { followLink } from '../../app/navigation.ts';
import { pathOf } from '../../app/routes.ts';
import { RoleBadge, roleName } from '../../components/RoleBadge.tsx';
import { formatDateTime } from '../../i18n/format.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';

/** "12 Nov 2026, 14:05" as every admin screen writes a moment, or "Never" for an account never used. */
export function formatLastLogin(value: string | null): string {
  if (!value) return translate('common.never');
  return formatDateTime(value) ?? value;
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
  const t = useT();
  return (
    // A focusable region so keyboard users can scroll the table sideways on a narrow screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must be reachable by keyboard.
    <section className="table-wrap users-wrap" aria-label={t('users.table')} tabIndex={0}>
      <table className={`data-table users-table${actions ? ' users-table-actions' : ''}`}>
        <thead>
          <tr>
            <th scope="col">{t('users.user')}</th>
            <th scope="col">{t('users.email')}</th>
            <th scope="col">{t('users.role')}</th>
            <th scope="col">{t('users.status')}</th>
            <th scope="col">{t('users.lastLogin')}</th>
            {actions && <th scope="col">{t('users.actions')}</th>}
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
  const t = useT();
  const roleId = useId();
  const isSelf = user.username === actions?.self;
  const busy = actions?.busy.has(user.id) ?? false;
  return (
    <tr aria-busy={busy || undefined} className={user.is_active ? undefined : 'users-inactive'}>
      <td data-label={t('users.user')} className="users-user">
        <div className="users-name">
          {user.role === 'superadmin' && (
            <span
              className="users-shield"
              role="img"
              aria-label={t('users.superadmin')}
              title={t('users.superadmin')}
            >
              <ShieldCheck size={18} aria-hidden />
            </span>
          )}
          <strong>{user.username}</strong>
          {isSelf && <span className="badge badge-grey">{t('users.you')}</span>}
        </div>
        <div className="muted">{user.full_name || t('users.notAvailable')}</div>
      </td>
      <td data-label={t('users.email')} className={user.email ? 'users-email' : 'users-email muted'}>
        {user.email || t('users.notAvailable')}
      </td>
      <td data-label={t('users.role')}>
        <RoleBadge role={user.role} />
      </td>
      <td data-label={t('users.status')}>
        {user.is_active ? (
          <span className="badge badge-green">{t('users.active')}</span>
        ) : (
          <span className="badge badge-grey">{t('users.inactive')}</span>
        )}
      </td>
      <td
        data-label={t('users.lastLogin')}
        className={user.last_login ? 'users-last-login' : 'users-last-login muted'}
      >
        {formatLastLogin(user.last_login)}
      </td>
      {actions && (
        <td data-label={t('users.actions')} className="users-actions-cell">
          <div className="users-actions">
            <div className="users-role-select">
              <label htmlFor={roleId}>
                {t('users.changeRole')}
                <span className="visually-hidden">{t('users.ofUser', { username: user.username })}</span>
              </label>
              <select
                id={roleId}
                value={user.role}
                disabled={busy}
                onChange={(event) => actions.onRole(user, event.target.value as Role)}
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {roleName(role)}
                  </option>
                ))}
              </select>
            </div>
            <div className="users-buttons">
              {isSelf ? (
                <span className="muted users-self-hint">
                  {t('users.ownPassword')}{' '}
                  <a href={pathOf('settings')} onClick={followLink}>
                    {t('page.settings')}
                  </a>
                </span>
              ) : (
                <>
                  {user.is_active ? (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={t('users.deactivateUser', { username: user.username })}
                      disabled={busy}
                      onClick={() => actions.onActive(user, false)}
                    >
                      <UserX size={16} aria-hidden /> {t('users.deactivate')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={t('users.activateUser', { username: user.username })}
                      disabled={busy}
                      onClick={() => actions.onActive(user, true)}
                    >
                      <UserCheck size={16} aria-hidden /> {t('users.activate')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    aria-label={t('users.resetPasswordOf', { username: user.username })}
                    disabled={busy}
                    onClick={() => actions.onResetPassword(user)}
                  >
                    <KeyRound size={16} aria-hidden /> {t('users.resetPassword')}
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
