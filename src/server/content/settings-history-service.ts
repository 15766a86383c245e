/**
 * Undo for restaurant info and site settings: their earlier versions, newest first, and bringing one back.
 * Restoring is a normal save (published); the version it replaces joins the history, so it can be undone.
 */

import {
  SETTINGS_NOUNS,
  type SettingsDocument,
  SettingsDocumentSchema,
  type SettingsHistoryEntry,
  type SettingsOf,
} from '../../domain/content/history.ts';
import type { BookingSettings } from '../../domain/reservations/booking-settings.ts';
import { notFound } from '../http/errors.ts';
import { saveBookingSettings } from '../reservations/slots.ts';
import { contentStore } from '../store/blobs.ts';
import { mapLimit } from '../store/documents.ts';
import { settingsVersions } from './history-repo.ts';
import { saveSettings } from './settings-service.ts';

function parseDocument(raw: string | undefined): SettingsDocument {
  const parsed = SettingsDocumentSchema.safeParse(raw);
  if (!parsed.success) throw notFound('Unknown settings: use restaurant or site-settings');
  return parsed.data;
}

/** Earlier versions of the restaurant info or the site settings, newest first. */
export async function listSettingsHistory(rawDocument: string | undefined): Promise<SettingsHistoryEntry[]> {
  const document = parseDocument(rawDocument);
  const store = contentStore();
  const versions = settingsVersions(document);
  const keys = (await versions.keys(store)).reverse();
  const entries = await mapLimit(keys, 8, async (key) => {
    const stored = await versions.get(store, key);
    return stored && { key, ...stored };
  });
  return entries.filter((entry): entry is SettingsHistoryEntry => entry !== null);
}

/**
 * Saves an earlier version as the current one (refused, like a save, if `expectedTag` is no longer
 * current). Earlier booking settings are checked as their save is (the retention, see saveBookingSettings).
 */
export async function restoreSettingsVersion(
  rawDocument: string | undefined,
  key: string,
  admin: { username: string; role: string },
  { expectedTag, confirmDeletes }: { expectedTag?: string; confirmDeletes?: number } = {},
): Promise<SettingsOf<SettingsDocument>> {
  const document = parseDocument(rawDocument);
  const stored = await settingsVersions(document).get(contentStore(), key);
  if (!stored) throw notFound(`This version of the ${SETTINGS_NOUNS[document]} is no longer kept`);
  if (document === 'booking')
    return saveBookingSettings(stored.version as BookingSettings, admin, {
      action: 'restore',
      expectedTag,
      confirmDeletes,
    });
  return saveSettings<SettingsDocument>(document, stored.version, admin.username, {
    action: 'restore',
    expectedTag,
  });
}
