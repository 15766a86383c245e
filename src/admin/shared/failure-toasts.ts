/** Toasts for the outcome of a call, worded as SPEC §8 asks. */
import { toast } from 'sonner';
import { english, t } from '../i18n/i18n.ts';
import { sayServerMessage } from '../i18n/server-words.ts';
import {
  ApiError,
  NetworkError,
  OfflineError,
  PasswordChangeRequiredError,
  SessionExpiredError,
} from './api.ts';

export const NETWORK_ERROR_DESCRIPTION = english('notify.couldNotConnect');

/**
 * Tells the user a call failed. `fallback` is the SPEC message ("Failed to add image"); the server's
 * detail, when there is one, says why: as the description, or (`detailFirst`, for the messages SPEC
 * words "server detail or …") as the message itself. An expired session was already announced.
 */
export function notifyFailure(error: unknown, fallback: string, { detailFirst = false } = {}): void {
  if (error instanceof SessionExpiredError || error instanceof PasswordChangeRequiredError) return;
  // The same call failing again (a list refreshed while the store is down) says so in the toast already
  // on screen, not in a second one that reads the same.
  const id = `failure:${fallback}`;
  if (error instanceof ApiError && error.detail) {
    const detail = sayServerMessage(error.detail);
    if (detailFirst) toast.error(detail, { id: `failure:${detail}` });
    else toast.error(fallback, { id, description: detail });
    return;
  }
  if (error instanceof NetworkError) {
    toast.error(fallback, {
      id,
      description: error instanceof OfflineError ? error.message : t('notify.couldNotConnect'),
    });
    return;
  }
  if (!(error instanceof ApiError)) console.error(error);
  toast.error(fallback, { id });
}
