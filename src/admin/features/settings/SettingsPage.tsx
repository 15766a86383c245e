/**
 * /admin/settings (SPEC §2, §4, §5, §8): brand and logo, site settings, ordering, publishing (the build
 * hook, superadmins), password, notifications (new-booking alerts), and for a superadmin the sessions
 * ("Sign out everyone").
 * The brand and site cards edit one settings object; "Save Site Settings" saves all of it, while a new
 * or removed logo is saved at once. Those two cards are for roles that edit the site's content; every
 * role may change its own password.
 */
import { useEffect, useState } from 'react';
import { can } from '../../../domain/accounts/permissions.ts';
import { DEFAULT_LANGUAGE } from '../../../domain/content/site-language.ts';
import {
  DEFAULT_BRAND_TEXT,
  DEFAULT_FAVICON_URL,
  DEFAULT_PAGE_TITLE,
  type SiteSettings,
  SiteSettingsSchema,
} from '../../../domain/content/site-settings.ts';
import { adoptStyles } from '../../../ui/adopt-styles.ts';
import { hasUnsavedEdits, useHashTarget, useLeaveGuard } from '../../app/navigation.ts';
import type { PageProps } from '../../app/routes.ts';
import { SettingsHistoryDialog } from '../../components/HistoryDialog.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { useT } from '../../i18n/i18n.ts';
import { api, type DocumentVersion } from '../../shared/api.ts';
import { useDocumentVersion } from '../../shared/use-document-version.ts';
import { NotificationsCard } from '../notifications/NotificationsCard.tsx';
import { PublishingCard } from '../publishing/PublishingCard.tsx';
import { BrandLogoCard } from './BrandLogoCard.tsx';
import { CHANGE_PASSWORD_ANCHOR, ChangePasswordCard } from './ChangePasswordCard.tsx';
import { DepositCard } from './DepositCard.tsx';
import { LanguageCard } from './LanguageCard.tsx';
import { OrderingCard } from './OrderingCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { SiteSettingsCard, siteSettingsLabels } from './SiteSettingsCard.tsx';
import settingsStyles from './settings.css?inline';

adoptStyles(settingsStyles);

/** What the form starts from when the stored settings cannot be read. */
const DEFAULT_SETTINGS: SiteSettings = {
  page_title: DEFAULT_PAGE_TITLE,
  favicon_url: DEFAULT_FAVICON_URL,
  meta_description: '',
  brand_type: 'text',
  brand_text: DEFAULT_BRAND_TEXT,
  brand_logo: null,
  languages: [DEFAULT_LANGUAGE],
};

/** The stored settings: the admin call, else the public one, else the defaults (SPEC §8: only logged). */
async function loadSettings(
  version: DocumentVersion,
): Promise<{ settings: SiteSettings; fromStore: boolean }> {
  try {
    return {
      settings: await api('/api/admin/site-settings', { schema: SiteSettingsSchema, version }),
      fromStore: true,
    };
  } catch (error) {
    console.error('Could not load the site settings', error);
  }
  try {
    const settings = await api('/api/site-settings', { auth: false, schema: SiteSettingsSchema });
    return { settings, fromStore: true };
  } catch (error) {
    console.error('Could not load the public site settings', error);
  }
  return { settings: DEFAULT_SETTINGS, fromStore: false };
}

export function SettingsPage({ session }: PageProps) {
  const editsSite = can(session?.role ?? '', 'content');
  const connectsSite = can(session?.role ?? '', 'publishing');
  // A link to the password form ("Change it in Settings") shows it first, where it cannot be pushed down.
  const passwordFirst = location.hash === `#${CHANGE_PASSWORD_ANCHOR}`;
  // Links to a card (the dashboard's checklist); the password form brings itself forward.
  useHashTarget(CHANGE_PASSWORD_ANCHOR);
  return (
    <div className="settings-grid">
      {passwordFirst && <ChangePasswordCard />}
      {editsSite && <SiteCards />}
      {editsSite && <OrderingCard />}
      {editsSite && <DepositCard />}
      {connectsSite && <PublishingCard />}
      {!passwordFirst && <ChangePasswordCard />}
      <LanguageCard />
      <NotificationsCard session={session} />
      {can(session?.role ?? '', 'users') && <SessionsCard />}
    </div>
  );
}

/** Brand & Logo Settings and Site Settings, sharing one settings object. */
function SiteCards() {
  const t = useT();
  /** What the server holds (the base of every save). */
  const [saved, setSaved] = useState<SiteSettings | null>(null);
  /** What the form shows, with unsaved edits. */
  const [draft, setDraft] = useState<SiteSettings | null>(null);
  const [fromStore, setFromStore] = useState(true);
  /** A logo upload or removal, or a settings save, is under way: the other actions wait. */
  const [busy, setBusy] = useState<'logo' | 'site' | null>(null);
  const [showHistory, setShowHistory] = useState(false);
  /** The version of the stored settings that `saved` is: every save (form, logo, restore) is based on it. */
  const { version, conflict, setConflict, afterSaveFailed } = useDocumentVersion(
    '/api/admin/site-settings',
    SiteSettingsSchema,
    setSaved,
    t('settings.loadFailed'),
  );

  useEffect(() => {
    let current = true;
    loadSettings(version).then((loaded) => {
      if (!current) return;
      setSaved(loaded.settings);
      setDraft(loaded.settings);
      setFromStore(loaded.fromStore);
    });
    return () => {
      current = false;
    };
  }, [version]);

  /** Saves a logo change on top of the stored settings; the form's other unsaved edits stay as they are. */
  async function saveLogo(change: Pick<SiteSettings, 'brand_type' | 'brand_logo'>): Promise<void> {
    const base = saved ?? DEFAULT_SETTINGS;
    try {
      const stored = await api('/api/admin/site-settings', {
        method: 'PUT',
        json: { ...base, ...change },
        schema: SiteSettingsSchema,
        version,
      });
      setSaved(stored);
      setDraft((current) => (current ? { ...current, ...change } : stored));
      setConflict(false);
    } catch (error) {
      afterSaveFailed(error);
      throw error;
    }
  }

  const unsaved = hasUnsavedEdits(draft, saved);
  useLeaveGuard(unsaved);

  if (!draft || !saved) return <Spinner label={t('settings.loading')} />;

  return (
    <>
      {!fromStore && <p className="notice">{t('settings.defaultsShown')}</p>}
      {conflict && (
        <p className="notice" role="alert">
          {t('settings.conflict')}
        </p>
      )}
      <BrandLogoCard
        settings={draft}
        onChange={setDraft}
        saveLogo={saveLogo}
        busy={busy}
        setBusy={setBusy}
        unsaved={unsaved}
      />
      <SiteSettingsCard
        settings={draft}
        onChange={setDraft}
        onSaved={setSaved}
        busy={busy}
        setBusy={setBusy}
        unsaved={unsaved}
        onHistory={() => setShowHistory(true)}
        version={version}
        onSaveFailed={afterSaveFailed}
      />
      {showHistory && (
        <SettingsHistoryDialog
          document="site-settings"
          current={saved}
          version={version}
          title={t('settings.historyTitle')}
          labels={siteSettingsLabels()}
          onRestored={(restored) => {
            setSaved(restored);
            setDraft(restored);
            setConflict(false);
            setShowHistory(false);
          }}
          onClose={() => setShowHistory(false)}
        />
      )}
    </>
  );
}
