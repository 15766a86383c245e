/**
 * The first-run checklist of the dashboard (domain/content/setup-checklist.ts): the facts it is worked out from,
 * read from the stores and the server's configuration, compared with the content the store is seeded with.
 * Hiding it is the account's own preference, like its language: kept on the account, not audited.
 */
import { fallbackContent } from '../../content/fallback.ts';
import { type SetupChecklist, type SetupFacts, setupItems } from '../../domain/content/setup-checklist.ts';
import { adminStore, admins } from '../accounts/admin-repo.ts';
import type { Session } from '../accounts/session.ts';
import { unauthorized } from '../http/errors.ts';
import { notifyChannels } from '../notifications/notify-service.ts';
import { bookingDevices } from '../notifications/push-service.ts';
import { publishStatus } from '../publishing/publish.ts';
import { contentStore } from '../store/blobs.ts';
import { getEvents } from './event-repo.ts';
import { getGallery } from './gallery-repo.ts';
import { getMenu } from './menu-repo.ts';
import { getRestaurantInfo, getSiteSettings, hasSavedSettings } from './settings-repo.ts';

async function setupFacts(): Promise<SetupFacts> {
  const store = contentStore();
  const [accounts, restaurant, settings, menu, gallery, events, publish, devices, orderingSaved, notify] =
    await Promise.all([
      admins.list(adminStore()),
      getRestaurantInfo(store),
      getSiteSettings(store),
      getMenu(store),
      getGallery(store),
      getEvents(store),
      publishStatus(),
      bookingDevices(),
      hasSavedSettings(store, 'ordering'),
      notifyChannels(),
    ]);
  return {
    // Only the built-in first account ever has it: its password is documented or set by the deploy.
    firstPasswordChanged: !accounts.some(
      (account) => account.is_active && account.password_is_default && account.must_change_password,
    ),
    restaurant,
    settings,
    dishes: menu.flatMap((category) => category.items),
    categories: menu,
    gallery,
    events,
    publishing: { connected: publish.hook_configured, lastBuild: publish.last_build?.state ?? null },
    notify: {
      email: notify.server_email_to || notify.email_to.length > 0,
      webhook: notify.webhook,
      mailServer: notify.mail_server,
    },
    pushDevices: devices.length,
    orderingSaved,
  };
}

/** The checklist as the signed-in superadmin sees it. */
export async function setupChecklist({ admin }: Session): Promise<SetupChecklist> {
  return {
    items: setupItems(await setupFacts(), fallbackContent),
    dismissed: admin.setup_checklist_dismissed ?? false,
  };
}

/** Hides the checklist for the signed-in account, on every device, or shows it again. */
export async function dismissSetupChecklist(session: Session, dismissed: boolean): Promise<SetupChecklist> {
  const { after } = await admins.update(adminStore(), session.admin.id, (current) => {
    if (!current?.is_active || current.token_version !== session.claims.ver)
      throw unauthorized('Session expired or invalid');
    return { ...current, setup_checklist_dismissed: dismissed };
  });
  return setupChecklist({ ...session, admin: after });
}
