/**
 * Settings → Sessions (superadmin): "Sign out everyone", which makes the server sign sessions with a new
 * key, so every session ends, this one too. When JWT_SECRET signs sessions, the card says where to change
 * it instead (the server refuses then).
 */
import { LogOut } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type SessionsStatus, SessionsStatusSchema } from '../../../domain/accounts/sessions.ts';
import { navigate } from '../../app/navigation.ts';
import { LOGIN_PATH } from '../../app/routes.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';
import { clearSession } from '../../shared/session.ts';

export function SessionsCard() {
  const t = useT();
  const [status, setStatus] = useState<SessionsStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();

  useEffect(() => {
    let current = true;
    api('/api/admin/sessions', { schema: SessionsStatusSchema })
      .then((loaded) => {
        if (current) setStatus(loaded);
      })
      .catch((error) => {
        console.error('Could not load the session settings', error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  async function signOutEveryone() {
    const confirmed = await confirm({
      title: t('sessions.confirmTitle'),
      message: t('sessions.confirmMessage'),
      confirmLabel: t('sessions.signOutEveryone'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      await api('/api/admin/sessions', { method: 'DELETE' });
      // This session ended with the others: to the login page, as after signing out.
      clearSession();
      toast.success(translate('sessions.done'));
      navigate(LOGIN_PATH);
    } catch (error) {
      notifyFailure(error, translate('sessions.failed'));
      setBusy(false);
    }
  }

  return (
    <section className="card settings-sessions" aria-labelledby="settings-sessions">
      <h2 id="settings-sessions">
        <LogOut size={20} aria-hidden /> {t('sessions.cardTitle')}
      </h2>
      {failed ? (
        <p className="notice">{t('sessions.loadFailed')}</p>
      ) : !status ? (
        <Spinner label={t('settings.loading')} />
      ) : status.key_source === 'environment' ? (
        <p className="muted">{t('sessions.fromEnvironment')}</p>
      ) : (
        <>
          <p className="muted">{t('sessions.help')}</p>
          <button type="button" className="btn btn-danger" onClick={signOutEveryone} disabled={busy}>
            <LogOut size={18} aria-hidden /> {busy ? t('sessions.signingOut') : t('sessions.signOutEveryone')}
          </button>
        </>
      )}
      {dialog}
    </section>
  );
}
