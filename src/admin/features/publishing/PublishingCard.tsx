/**
 * Settings → Publishing (superadmins): connects the website. Saves update the public site through a
 * Netlify build hook, which can only be made once the site is deployed: the card says where Netlify makes
 * one, takes its address (the server keeps it and shows back its last characters only), tests it with
 * "Publish now", and shows what the last publish did (the request to the hook, then the build as Netlify's
 * deploy events reported it). BUILD_HOOK_URL in the server's environment takes precedence; the card says so.
 */
import { Rocket } from 'lucide-react';
import { type SubmitEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type BuildHookSettings, BuildHookSettingsSchema } from '../../../domain/publishing/build-hook.ts';
import { type PublishStatus, PublishStatusSchema } from '../../../domain/publishing/publish-status.ts';
import { useLeaveGuard } from '../../app/navigation.ts';
import { PUBLISHING_ANCHOR } from '../../app/routes.ts';
import { useConfirm } from '../../components/ConfirmDialog.tsx';
import { TextField } from '../../components/fields.tsx';
import { When } from '../../components/When.tsx';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { ApiError, api } from '../../shared/api.ts';
import { notifyFailure } from '../../shared/failure-toasts.ts';

const PATH = '/api/admin/build-hook';

export function PublishingCard() {
  const t = useT();
  const [settings, setSettings] = useState<BuildHookSettings | null>(null);
  const [status, setStatus] = useState<PublishStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState<'save' | 'remove' | 'publish' | null>(null);
  const { confirm, dialog } = useConfirm();
  useLeaveGuard(address.trim() !== '' && busy === null);

  useEffect(() => {
    let current = true;
    Promise.all([
      api(PATH, { schema: BuildHookSettingsSchema }),
      api('/api/admin/publish-status', { schema: PublishStatusSchema }),
    ])
      .then(([loaded, publish]) => {
        if (!current) return;
        setSettings(loaded);
        setStatus(publish);
      })
      .catch((problem) => {
        console.error('Could not load the publishing settings', problem);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, []);

  // A link to the card ("Settings → Publishing") brings it into view once it has something to show.
  const loaded = settings !== null;
  useEffect(() => {
    if (loaded && location.hash === `#${PUBLISHING_ANCHOR}`)
      document.getElementById(PUBLISHING_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!address.trim()) return setError(translate('publishing.addressMissing'));
    setBusy('save');
    try {
      setSettings(
        await api(PATH, { method: 'PUT', json: { url: address }, schema: BuildHookSettingsSchema }),
      );
      setAddress('');
      setError(undefined);
      toast.success(translate('publishing.saved'));
    } catch (problem) {
      if (problem instanceof ApiError && problem.status === 400) setError(translate('publishing.badAddress'));
      else notifyFailure(problem, translate('publishing.saveFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    const yes = await confirm({
      title: translate('publishing.removeTitle'),
      message: <p>{translate('publishing.removeMessage')}</p>,
      confirmLabel: translate('publishing.remove'),
      danger: true,
    });
    if (!yes) return;
    setBusy('remove');
    try {
      setSettings(await api(PATH, { method: 'DELETE', schema: BuildHookSettingsSchema }));
      toast.success(translate('publishing.removed'));
    } catch (problem) {
      notifyFailure(problem, translate('publishing.removeFailed'));
    } finally {
      setBusy(null);
    }
  }

  async function publishNow() {
    setBusy('publish');
    try {
      const answer = await api('/api/admin/publish', { method: 'POST', schema: PublishStatusSchema });
      setStatus(answer);
      const request = answer.last_request;
      if (request?.ok) toast.success(translate('publishing.requested'));
      else toast.error(translate('publishing.requestFailed', { error: request?.error ?? '—' }));
    } catch (problem) {
      notifyFailure(problem, translate('publish.startFailed'));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section
      className="card settings-publishing"
      id={PUBLISHING_ANCHOR}
      aria-labelledby="settings-publishing"
    >
      <h2 id="settings-publishing">
        <Rocket size={20} aria-hidden /> {t('publishing.cardTitle')}
      </h2>
      <p>{t('publishing.intro')}</p>
      <ol className="publishing-steps">
        <li>{t('publishing.step1')}</li>
        <li>{t('publishing.step2')}</li>
        <li>{t('publishing.step3')}</li>
        <li>{t('publishing.step4')}</li>
      </ol>
      {failed && <p className="notice">{t('publishing.loadFailed')}</p>}
      {!settings && !failed && <p className="muted">{t('common.loading')}</p>}
      {settings && (
        <>
          <p className="publishing-hook">
            {settings.source ? (
              <span className="badge badge-green">{t('publishing.connected')}</span>
            ) : (
              <>
                <span className="badge badge-grey">{t('publishing.notConnected')}</span>{' '}
                {t('publishing.notConnectedHint')}
              </>
            )}
          </p>
          {settings.source === 'environment' && <p className="notice">{t('publishing.environment')}</p>}
          {settings.stored && (
            <p className="publishing-hook">
              {t('publishing.storedHook', { ending: settings.stored.ending, by: settings.stored.set_by })}{' '}
              <When iso={settings.stored.set_at} />
            </p>
          )}
          <form className="settings-form" noValidate onSubmit={save}>
            <TextField
              label={settings.stored ? t('publishing.replaceAddress') : t('publishing.address')}
              name="build_hook"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://api.netlify.com/build_hooks/…"
              value={address}
              error={error}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(undefined);
              }}
            />
            <div className="form-actions">
              <button type="submit" className="btn btn-primary" disabled={busy !== null}>
                {busy === 'save' ? t('common.saving') : t('publishing.save')}
              </button>
              {settings.source !== null && (
                <button
                  type="button"
                  className="btn btn-secondary"
                  disabled={busy !== null}
                  onClick={() => void publishNow()}
                >
                  {busy === 'publish' ? t('publishing.publishing') : t('publishing.publishNow')}
                </button>
              )}
              {settings.stored && (
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={busy !== null}
                  onClick={() => void remove()}
                >
                  {t('publishing.remove')}
                </button>
              )}
            </div>
          </form>
          {status && <LastPublish status={status} />}
        </>
      )}
      {dialog}
    </section>
  );
}

/** The last request to the build hook and the last build, as recorded by the server. */
function LastPublish({ status }: { status: PublishStatus }) {
  const t = useT();
  const { last_request: request, last_build: build } = status;
  return (
    <div className="publishing-last">
      <h3>{t('publishing.lastTitle')}</h3>
      {!request && !build && <p className="muted">{t('publishing.nothingYet')}</p>}
      <ul>
        {request && (
          <li>
            {t('publishing.lastRequest')} <When iso={request.sent_at} />:{' '}
            {request.ok ? (
              <span className="badge badge-green">{t('publishing.requestOk')}</span>
            ) : (
              <>
                <span className="badge badge-red">{t('publishing.requestRefused')}</span> {request.error}
              </>
            )}
          </li>
        )}
        {build && (
          <li>
            {t('publishing.lastBuild')} <When iso={build.at} />:{' '}
            {build.state === 'succeeded' && (
              <span className="badge badge-green">{t('publishing.buildSucceeded')}</span>
            )}
            {build.state === 'started' && (
              <span className="badge badge-blue">{t('publishing.buildStarted')}</span>
            )}
            {build.state === 'failed' && (
              <>
                <span className="badge badge-red">{t('publishing.buildFailed')}</span> {build.reason}
              </>
            )}
          </li>
        )}
      </ul>
    </div>
  );
}
