import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { NotifyEmailSettingsSchema } from '../../domain/notifications/channels.ts';
import { readDocument, writeDocument } from '../store/documents.ts';

/**
 * The addresses the new-booking e-mail goes to, saved in Settings → Notifications. In the admin store,
 * with the accounts: staff's own addresses, never in a content backup or a deploy preview's copy of the
 * content (a preview's test bookings e-mail no one the live site saved).
 */
const EMAIL_KEY = 'notify/email';

export const StoredNotifyEmailSchema = NotifyEmailSettingsSchema.extend({
  set_at: z.string(),
  /** Username of the superadmin who saved them. */
  set_by: z.string(),
});
export type StoredNotifyEmail = z.infer<typeof StoredNotifyEmailSchema>;

export const readNotifyEmail = (store: Store) => readDocument(store, EMAIL_KEY, StoredNotifyEmailSchema);

export async function putNotifyEmail(store: Store, saved: StoredNotifyEmail): Promise<void> {
  await writeDocument(store, EMAIL_KEY, saved);
}
