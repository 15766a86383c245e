/**
 * The admin's only way to the server: adds the bearer token, parses answers with the shared schemas,
 * and turns every failure into an {@link ApiError} carrying the server's `detail`, or a
 * {@link NetworkError}. A 401 on an authenticated call ends the session once, in one place.
 */
import type { z } from 'zod';
import { PASSWORD_CHANGE_REQUIRED } from '../../domain/accounts/admin-session.ts';
import { describeIssues } from '../../domain/shared/describe-issues.ts';
import { t } from '../i18n/translate.ts';
import { browserOffline, reportConnection } from './connection.ts';
import { getToken } from './session.ts';

/** The server answered with an error; `detail` is its message (SPEC: "error has detail"). */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly detail: string | null;
  /** The whole answer (JSON), for the fields beside `detail` some refusals carry. */
  readonly answer: unknown;
  constructor(status: number, detail: string | null, answer: unknown = null) {
    super(detail ?? `Request failed (${status})`);
    this.status = status;
    this.detail = detail;
    this.answer = answer;
  }
}

/** The server could not be reached at all. */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

/** A save refused before it was sent: the browser has no network (the message says so). */
export class OfflineError extends NetworkError {
  override name = 'OfflineError';
}

/** Refuses a save while the browser has no network, rather than send it into nothing or queue it. */
export function refuseWhileOffline(): void {
  if (browserOffline()) throw new OfflineError(t('offline.notSaved'));
}

/** The session ended (401): the app has already told the user and sent them to the login page. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
}

/**
 * The account must change the first password a superadmin gave it (403): the app has already put the
 * change form in front of everything else, so no page reports it again.
 */
export class PasswordChangeRequiredError extends ApiError {
  override name = 'PasswordChangeRequiredError';
}

let onSessionExpired: () => void = () => undefined;
let onPasswordChangeRequired: () => void = () => undefined;

/** Set once by the app: what happens when a call is refused until the password is changed. */
export function handlePasswordChangeRequired(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

/** Dispatched on window after every successful write, with the path and method (the publish badge). */
export const WRITE_EVENT = 'admin:write';
export type WriteDetail = { path: string; method: string };

/** Set once by the app: what happens when any authenticated call answers 401. */
export function handleSessionExpiry(handler: () => void): void {
  onSessionExpired = handler;
}

interface RequestOptions<S extends z.ZodType | undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart/form-data (uploads). */
  form?: FormData;
  /** Parses the answer; without it the answer is returned as it came. */
  schema?: S;
  /** Reads a successful answer as a Blob, byte for byte (a file to download, such as a CSV), not as JSON. */
  file?: boolean;
  /** Whether to send the token (default true). */
  auth?: boolean;
  /** Whether a 401 ends the session with the "Session expired" flow (default: when `auth`). */
  expireOn401?: boolean;
  /**
   * The version of a whole document being edited (see {@link DocumentVersion}): sent as If-Match when
   * known, and replaced by the answer's ETag.
   */
  version?: DocumentVersion;
}

/**
 * The version of a document the admin loaded, so that saving it back is refused (409, with the server's
 * reason) when someone else saved it meanwhile, instead of silently replacing their work.
 */
export interface DocumentVersion {
  etag: string | null;
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** GET answers asked for ahead of the screen that reads them ({@link fetchAhead}). */
const ahead = new Map<string, { token: string | null; at: number; response: Promise<Response> }>();
/** How long an answer asked for ahead is still worth reading. */
const AHEAD_FOR_MS = 10_000;

const get = (path: string, token: string | null) =>
  fetch(path, {
    headers: { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    cache: 'no-store',
  });

/**
 * Asks for the GET answers of `paths` now, so that the screen about to open finds them on their way (the
 * dashboard's figures, during the login's welcome). The next GET of each path through {@link api} takes
 * its answer, once, if it was asked for at most 10 s before with the same session.
 */
export function fetchAhead(paths: readonly string[]): void {
  const token = getToken();
  for (const path of paths) {
    const response = get(path, token);
    // Never read (no screen asked for it in time): not an unhandled failure either.
    response.catch(() => undefined);
    ahead.set(path, { token, at: Date.now(), response });
  }
}

function takeAhead(path: string, token: string | null): Promise<Response> | null {
  const early = ahead.get(path);
  ahead.delete(path);
  return early && early.token === token && Date.now() - early.at <= AHEAD_FOR_MS ? early.response : null;
}

export async function api<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', json, form, schema, file, auth = true, expireOn401 = auth, version } = options;
  const headers = new Headers({ accept: 'application/json' });
  if (version?.etag && method !== 'GET') headers.set('if-match', version.etag);
  const token = auth ? getToken() : null;
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  } else if (form) body = form;

  if (method !== 'GET') refuseWhileOffline();
  const early = method === 'GET' && !version ? takeAhead(path, token) : null;
  let response: Response;
  try {
    response = await (early ?? fetch(path, { method, headers, body, cache: 'no-store' }));
  } catch (error) {
    reportConnection(false);
    throw new NetworkError((error as Error).message || t('notify.couldNotConnect'));
  }
  reportConnection(true);
  const payload: unknown =
    file && response.ok ? await response.blob() : await response.json().catch(() => null);
  const detail =
    payload && typeof payload === 'object' && 'detail' in payload && typeof payload.detail === 'string'
      ? payload.detail
      : null;
  if (!response.ok) {
    const refused = refusal(response.status, detail, token, expireOn401, payload);
    if (refused === 'retry') return api(path, options);
    throw refused;
  }
  if (version) version.etag = response.headers.get('etag');
  if (method !== 'GET')
    window.dispatchEvent(new CustomEvent<WriteDetail>(WRITE_EVENT, { detail: { path, method } }));
  if (!schema) return payload as Result<S>;
  const parsed = schema.safeParse(payload);
  if (!parsed.success)
    throw new ApiError(
      response.status,
      t('common.unexpectedAnswer', { issues: describeIssues(parsed.error) }),
    );
  return parsed.data as Result<S>;
}

/**
 * What a failed answer means (shared with uploads, which cannot use fetch): a 401 ends the session once,
 * unless the token was replaced while the call was on its way ('retry': a password change revokes the old
 * one, so ask again with the new one); a 403 for the first password puts the change form in front.
 */
export function refusal(
  status: number,
  detail: string | null,
  sentToken: string | null,
  expireOn401 = true,
  answer: unknown = null,
): ApiError | 'retry' {
  if (status === 401 && expireOn401) {
    const current = getToken();
    if (sentToken && current && current !== sentToken) return 'retry';
    onSessionExpired();
    return new SessionExpiredError(401, detail);
  }
  if (status === 403 && detail === PASSWORD_CHANGE_REQUIRED) {
    onPasswordChangeRequired();
    return new PasswordChangeRequiredError(403, detail);
  }
  return new ApiError(status, detail, answer);
}
