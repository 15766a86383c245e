/**
 * /admin/users (SPEC §2, §8): the admin accounts. A superadmin also adds accounts, changes roles,
 * activates or deactivates them and resets passwords; the server refuses to leave the restaurant without
 * an active superadmin, and says so.
 */
import { UserPlus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type AdminUser, AdminUserSchema, type Role } from '../../../domain/admin-user.ts';
import { can } from '../../../domain/permissions.ts';
import { fieldErrors, problemsInDetail } from '../../../domain/validation.ts';
import { ApiError, api } from '../../api.ts';
import { EmptyState } from '../../components/EmptyState.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { navigate } from '../../navigation.ts';
import { notifyFailure } from '../../notify.ts';
import { HOME_PATH, type PageProps } from '../../routes.ts';
import { AddUserDialog } from './AddUserDialog.tsx';
import {
  checkNewUser,
  EMPTY_NEW_USER,
  NEW_USER_LABELS,
  type NewUserErrors,
  type NewUserValues,
} from './new-user.ts';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UsersTable } from './UsersTable.tsx';
import './users.css';

export const USERS_LOAD_FAILED = 'Failed to load users';
export const USER_ADDED = 'User added successfully';
export const USER_ADD_FAILED = 'Failed to add user';
export const ROLE_CHANGED = 'Role updated';
export const ROLE_CHANGE_FAILED = 'Failed to change role';
export const USER_ACTIVATED = 'User activated';
export const USER_DEACTIVATED = 'User deactivated';
export const ACTIVATE_FAILED = 'Failed to activate user';
export const DEACTIVATE_FAILED = 'Failed to deactivate user';
export const PASSWORD_RESET = 'Password reset';

export function UsersPage({ session }: PageProps) {
  const manages = can(session?.role ?? '', 'users');
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
        notifyFailure(error, USERS_LOAD_FAILED);
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
      ? `Change your own role to ${role}? You will no longer be able to manage users.`
      : `Change the role of ${user.username} from ${user.role} to ${role}?`;
    if (!window.confirm(question)) return;
    const updated = await update(user, { role }, ROLE_CHANGE_FAILED);
    if (!updated) return;
    toast.success(ROLE_CHANGED, { description: `${updated.username} is now ${updated.role}.` });
    // This page is for superadmins: someone who just gave up the role goes back to the dashboard.
    if (isSelf && updated.role !== 'superadmin') navigate(HOME_PATH);
  }

  async function changeActive(user: AdminUser, active: boolean) {
    const question = active
      ? `Activate ${user.username}? They will be able to log in again.`
      : `Deactivate ${user.username}? They are logged out at once and cannot log in until activated again.`;
    if (!window.confirm(question)) return;
    const updated = await update(user, { is_active: active }, active ? ACTIVATE_FAILED : DEACTIVATE_FAILED);
    if (updated)
      toast.success(active ? USER_ACTIVATED : USER_DEACTIVATED, {
        description: active
          ? `${updated.username} can log in again.`
          : `${updated.username} can no longer log in.`,
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
      toast.success(USER_ADDED, {
        description: `${created.username} must change the initial password at their first login.`,
      });
    } catch (error) {
      notifyFailure(error, USER_ADD_FAILED);
      // Show the server's reason next to the field it is about; everything typed stays.
      if (error instanceof ApiError && error.detail) {
        if (error.status === 409) setNewUserErrors({ username: error.detail });
        else if (error.status === 400) {
          const problems = fieldErrors(problemsInDetail(error.detail), NEW_USER_LABELS, newUser);
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
        <p className="page-intro users-intro">The people who can sign in to this back-office.</p>
        {manages && (
          <button type="button" className="btn btn-primary" onClick={() => setAdding(true)}>
            <UserPlus size={18} aria-hidden /> Add User
          </button>
        )}
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
            toast.success(PASSWORD_RESET, {
              description: `Give ${updated.username} the new password: they must change it at their next login.`,
            });
          }}
        />
      )}
    </>
  );
}
