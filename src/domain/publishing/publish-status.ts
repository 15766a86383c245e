/**
 * Publishing, as the admin shows it: whether the public (prerendered) site already shows every saved
 * change. Every content write records a new content revision; every build writes /build-info.json with
 * the revision it was built from. The site is live when the two agree. Shared by the functions, the
 * build and the admin.
 */
import { z } from 'zod';

/** The content revision: changes with every content write. Compared for equality only. */
export const ContentRevisionSchema = z.object({
  revision: z.string().min(1),
  updated_at: z.string(),
});
export type ContentRevision = z.infer<typeof ContentRevisionSchema>;

/** The outcome of the last rebuild request a save (or Retry) made. */
export const PublishRequestSchema = z.object({
  /** When this outcome was recorded. */
  at: z.string(),
  /** When the last real request was sent; a coalesced save carries the pending request's time. */
  sent_at: z.string(),
  ok: z.boolean(),
  /** The content revision the request was made for. */
  revision: z.string().nullable(),
  /** True when no request was sent because one was still pending (its build will include this save). */
  coalesced: z.boolean().default(false),
  /** Why the request failed, in a few words. */
  error: z.string().optional(),
});
export type PublishRequest = z.infer<typeof PublishRequestSchema>;

/**
 * What the last build of the live site did, as deploy events report it (Netlify's `deploy-building`,
 * `deploy-succeeded` and `deploy-failed`; the local runtime's build queue reports the same).
 */
export const BuildRecordSchema = z.object({
  state: z.enum(['started', 'succeeded', 'failed']),
  at: z.string(),
  /** The deploy it is about, when known. */
  deploy_id: z.string().optional(),
  /** A short reason, for a failed build. */
  reason: z.string().optional(),
});
export type BuildRecord = z.infer<typeof BuildRecordSchema>;

/** GET /api/admin/publish-status (and the answer of POST /api/admin/publish). */
export const PublishStatusSchema = z.object({
  /** The revision of the saved content; null until the first save. */
  content_revision: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The server's clock, so the browser can count seconds without trusting its own clock. */
  server_time: z.string(),
  /**
   * False when no build hook is known (neither BUILD_HOOK_URL nor one pasted in Settings → Publishing):
   * saves are kept but never published.
   */
  hook_configured: z.boolean(),
  /** A deploy preview or branch deploy: saves stay in it and are never published (see README). */
  preview: z.boolean().default(false),
  last_request: PublishRequestSchema.nullable(),
  last_build: BuildRecordSchema.nullable(),
});
export type PublishStatus = z.infer<typeof PublishStatusSchema>;

/** /build-info.json, written by every build. */
export const BuildInfoSchema = z.object({
  /** The content revision the build read before reading any content; null when nothing was saved yet. */
  content_revision: z.string().nullable(),
  built_at: z.string(),
  duration_ms: z.number(),
});
export type BuildInfo = z.infer<typeof BuildInfoSchema>;

/** Without a way to see Netlify's build log, a site that has not updated for this long is reported failed. */
export const PUBLISH_TIMEOUT_MS = 15 * 60 * 1000;
export const PUBLISH_TIMEOUT_REASON = 'The site has not updated for 15 minutes';

export const PREVIEW_NOTE =
  'This is a preview: it shows the live content as of its build, and changes saved here stay here';

export type PublishState =
  | { kind: 'live'; builtAt: string | null }
  | { kind: 'preview' }
  | { kind: 'publishing'; since: string }
  /** Saved, but no build hook yet: Settings → Publishing connects the website. */
  | { kind: 'unconnected' }
  | { kind: 'failed'; reason: string };

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) || 0 : 0);

/**
 * The state staff see. `buildInfo` is null when /build-info.json could not be read; `now` is the
 * server's clock (ms).
 */
export function publishState(status: PublishStatus, buildInfo: BuildInfo | null, now: number): PublishState {
  if (status.preview) return { kind: 'preview' };
  if (!status.content_revision || buildInfo?.content_revision === status.content_revision) {
    return { kind: 'live', builtAt: buildInfo?.built_at ?? null };
  }
  if (!status.hook_configured) return { kind: 'unconnected' };
  const request = status.last_request;
  if (request && !request.ok) {
    return {
      kind: 'failed',
      reason: `The rebuild could not be requested: ${request.error ?? 'unknown error'}`,
    };
  }
  const build = status.last_build;
  if (build?.state === 'failed' && time(build.at) >= time(request?.at)) {
    return { kind: 'failed', reason: build.reason || 'The build failed' };
  }
  // Counted from the last save or request (a Retry starts the count again).
  const since = time(request?.at) > time(status.updated_at) ? request?.at : status.updated_at;
  if (now - time(since) > PUBLISH_TIMEOUT_MS) return { kind: 'failed', reason: PUBLISH_TIMEOUT_REASON };
  return { kind: 'publishing', since: since ?? new Date(now).toISOString() };
}

/** Requests pending longer than this no longer hold back new ones (a build that never started). */
export const PENDING_REQUEST_MAX_MS = 10 * 60 * 1000;

/**
 * Whether a save can skip its rebuild request because one is still pending: a request was sent and no
 * build has started (or failed) since, so the build it triggers has not read the content yet and will
 * include this save. Only when builds are known to record their start (a build record exists at all).
 */
export function requestStillPending(
  request: PublishRequest | null,
  build: BuildRecord | null,
  now: number,
): boolean {
  if (!request?.ok || !build) return false;
  const sent = time(request.sent_at);
  return time(build.at) < sent && now - sent < PENDING_REQUEST_MAX_MS;
}

/** Terminal colour codes (ESC [ … m) in a build's output. */
const COLOUR_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

const TAGS = /^(\d\d:\d\d:\d\d\s*|\[[^\]]*\]\s*|error:?\s+)+/i;
const DETAIL_NOISE = /^(location:|stack trace:|hint:|caused by:|at\s|\/|file:)/i;

/**
 * A short, readable reason from a failed build's output: the message under Astro's first [ERROR] line
 * (the line itself when nothing follows), else the first line that reads like an error.
 */
export function buildFailureReason(output: string, max = 200): string {
  const lines = output
    .replace(COLOUR_CODES, '')
    .split('\n')
    .map((line) => line.trim());
  const tagged = lines.findIndex((line) => /\[ERROR\]/.test(line));
  let reason = '';
  if (tagged >= 0) {
    const next = lines.slice(tagged + 1).find((line) => line.length > 0);
    reason = next && !DETAIL_NOISE.test(next) ? next : (lines[tagged] ?? '').replace(TAGS, '');
  }
  reason ||=
    lines
      .find((line) => /\b(error|failed|cannot|could not)\b/i.test(line) && !/^at\s/.test(line))
      ?.replace(TAGS, '') ?? '';
  reason = reason.trim() || 'The build failed';
  return reason.length > max ? `${reason.slice(0, max - 1)}…` : reason;
}
