/**
 * /admin/users (SPEC §2, §8): the admin accounts. A superadmin also adds accounts, changes roles,
 * activates or deactivates them and resets passwords; the server refuses to leave the restaurant without
 * an active superadmin, and says so.
 */
import { UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type AdminUser, AdminUserSchema, type Role } from '../../../domain/accounts/admin-user.ts';
import { can } from '../../../domain/accounts/permissions.ts';
import { fieldErrors, problemsInDetail } from '../../../domain/shared/validation.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { navigate } from '../../app/navigation.ts';
import { HOME_PATH, type PageProps } from '../../app/routes.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { roleName } from '../../components/RoleBadge.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { sayProblems } from '../../i18n/problems.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import {
  checkNewUser,
  EMPTY_NEW_USER,
  type NewUserErrors,
  type NewUserValues,
  newUserLabels,
} from './new-user.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import usersStyles from './users.css?inline';

adoptStyles(usersStyles);

export function UsersPage({ session }: PageProps) {
  const manages = can(session?.role ?? '', 'users');
  const t = useT();
  const [users, setUsers] = useState<AdminUser[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [newUser, setNewUser] = useState<NewUserValues>(EMPTY_NEW_USER);
  const [newUserErrors, setNewUserErrors] = useState<NewUserErrors>({});
  const [newUserRefusals, setNewUserRefusals] = useState(0);
  const [savingNewUser, setSavingNewUser] = useState(false);
  const [resetting, setResetting] = useState<AdminUser | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    let current = true;
    api('/api/admin/users', { schema: AdminUserSchema.array() })
      .then((list) => current && setUsers(list))
      .catch((error) => {
        if (!current) return;
        notifyFailure(error, translate('users.loadFailed'));
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => load(), [load]);

  const replace = (updated: AdminUser) =>
    setUsers((list) => list?.map((user) => (user.id === updated.id ? updated : user)) ?? list);

  const markBusy = (id: string, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  /** Saves a change to one account; the server's reason is shown when it refuses. */
  async function update(user: AdminUser, changes: { role?: Role; is_active?: boolean }, failure: string) {
    markBusy(user.id, true);
    try {
      const updated = await api(`/api/admin/users/${encodeURIComponent(user.id)}`, {
        method: 'PUT',
        json: changes,
        schema: AdminUserSchema,
      });
      replace(updated);
      return updated;
    } catch (error) {
      notifyFailure(error, failure);
      return null;
    } finally {
      markBusy(user.id, false);
    }
  }

  async function changeRole(user: AdminUser, role: Role) {
    if (role === user.role) return;
    const isSelf = user.username === session?.username;
    const question = isSelf
      ? t('users.confirmOwnRole', { role: roleName(role) })
      : t('users.confirmRole', { username: user.username, from: roleName(user.role), role: roleName(role) });
    if (!window.confirm(question)) return;
    const updated = await update(user, { role }, t('users.roleChangeFailed'));
    if (!updated) return;
    toast.success(t('users.roleChanged'), {
      description: t('users.roleChangedHint', { username: updated.username, role: roleName(updated.role) }),
    });
    // This page is for superadmins: someone who just gave up the role goes back to the dashboard.
    if (isSelf && updated.role !== 'superadmin') navigate(HOME_PATH);
  }

  async function changeActive(user: AdminUser, active: boolean) {
    const question = active
      ? t('users.confirmActivate', { username: user.username })
      : t('users.confirmDeactivate', { username: user.username });
    if (!window.confirm(question)) return;
    const updated = await update(
      user,
      { is_active: active },
      t(active ? 'users.activateFailed' : 'users.deactivateFailed'),
    );
    if (updated)
      toast.success(t(active ? 'users.activated' : 'users.deactivated'), {
        description: t(active ? 'users.canLogIn' : 'users.cannotLogIn', { username: updated.username }),
      });
  }

  async function addUser() {
    const checked = checkNewUser(newUser);
    if ('errors' in checked) {
      setNewUserErrors(checked.errors);
      setNewUserRefusals((count) => count + 1);
      return;
    }
    setNewUserErrors({});
    setSavingNewUser(true);
    try {
      const created = await api('/api/admin/users', {
        method: 'POST',
        json: checked.user,
        schema: AdminUserSchema,
      });
      setUsers((list) => (list ? [...list, created] : list));
      setAdding(false);
      setNewUser(EMPTY_NEW_USER);
      toast.success(t('users.added'), {
        description: t('users.addedHint', { username: created.username }),
      });
    } catch (error) {
      notifyFailure(error, t('users.addFailed'));
      // Show the server's reason next to the field it is about; everything typed stays.
      if (error instanceof ApiError && error.detail) {
        if (error.status === 409) setNewUserErrors({ username: error.detail });
        else if (error.status === 400) {
          const problems = sayProblems(fieldErrors(problemsInDetail(error.detail), newUserLabels(), newUser));
          setNewUserErrors(Object.keys(problems).length > 0 ? problems : { form: error.detail });
        }
        setNewUserRefusals((count) => count + 1);
      }
    } finally {
      setSavingNewUser(false);
    }
  }

  return (
    <>
      <div className="toolbar">
        <p className="page-intro users-intro">{t('users.intro')}</p>
        {manages && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <UserPlus size={18} aria-hidden /> {t('users.add')}
          </button>
        )}
      </div>
      {failed ? (
        <div className="empty-state users-failed">
          <p>{t('users.loadFailed')}</p>
          <button type="button" className="btn btn-secondary" onClick={load}>
            {t('users.tryAgain')}
          </button>
        </div>
      ) : users === null ? (
        <Spinner label={t('users.loading')} />
      ) : users.length === 0 ? (
        <EmptyState>{t('users.none')}</EmptyState>
      ) : (
        <UsersTable
          users={users}
          actions={
            manages
              ? {
                  self: session?.username,
                  busy,
                  onRole: changeRole,
                  onActive: changeActive,
                  onResetPassword: setResetting,
                }
              : undefined
          }
        />
      )}

      {adding && (
        <AddUserDialog
          values={newUser}
          errors={newUserErrors}
          refusals={newUserRefusals}
          saving={savingNewUser}
          onChange={(values, changed) => {
            setNewUser(values);
            // The message goes once the user works on the field; Add checks everything again.
            if (newUserErrors[changed]) setNewUserErrors(({ [changed]: _fixed, ...rest }) => rest);
          }}
          onSubmit={addUser}
          onClose={() => setAdding(false)}
        />
      )}
      {resetting && (
        <ResetPasswordDialog
          user={resetting}
          onClose={() => setResetting(null)}
          onDone={(updated) => {
            replace(updated);
            setResetting(null);
            toast.success(t('users.passwordReset'), {
              description: t('users.passwordResetHint', { username: updated.username }),
            });
          }}
        />
      )}
    </>
  );
}
