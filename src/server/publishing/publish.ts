/**
 * Publishing the static site after content changes. Every successful content write records a new
 * content revision, then asks for a rebuild: a POST to the build hook (BUILD_HOOK_URL, else the Netlify
 * build hook pasted in Settings → Publishing; the local runtime's own hook under `npm start`). The save
 * never waits for the build, and a failed request is logged and recorded (the admin shows it as a publish
 * failure), never turned into a failed save.
 */
import {
  type PublishRequest,
  type PublishStatus,
  requestStillPending,
} from '../../domain/publishing/publish-status.ts';
import { isPreview } from '../config.ts';
import { printable } from '../log-text.ts';
import { contentStore } from '../store/blobs.ts';
import { currentBuildHook } from './build-hook-service.ts';
import {
  getBuildRecord,
  getContentRevision,
  getPublishRequest,
  newContentRevision,
  putContentRevision,
  putPublishRequest,
} from './publish-repo.ts';

const HOOK_TIMEOUT_MS = 5000;

/**
 * The build hook (BUILD_HOOK_URL, else the one pasted in Settings → Publishing), read on each call (a
 * function sees the environment of its own invocation). Never in a deploy preview or branch deploy: the
 * hook builds the live site, which a preview's saves must not reach.
 */
async function buildHookUrl(): Promise<string | null> {
  if (isPreview()) return null;
  return currentBuildHook();
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why a request failed, in a few words staff can pass on. */
function requestFailure(error: unknown): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `the build hook did not answer within ${HOOK_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: unknown } }).cause;
  if (typeof cause?.code === 'string') return `the build hook could not be reached (${cause.code})`;
  return `the build hook could not be reached (${errorText(error)})`;
}

/**
 * Records that the content changed and requests a rebuild. Called after the write succeeded, so it
 * never throws: whatever fails here is logged and shows as a publish failure in the admin.
 */
export async function contentChanged(reason: string): Promise<void> {
  let revision: string | null = null;
  try {
    const next = newContentRevision();
    // After the content itself: a build that reads this revision finds the content it stands for.
    await putContentRevision(contentStore(), next);
    revision = next.revision;
  } catch (error) {
    console.error(`Could not record the content revision for "${printable(reason)}":`, errorText(error));
  }
  await requestRebuild(reason, { revision });
}

/** After a successful write: a new content revision and a rebuild request (never fails the save). */
export async function published<T>(reason: string, result: T): Promise<T> {
  await contentChanged(reason);
  return result;
}

/**
 * POSTs to the build hook and records the outcome. Skips the request when an earlier one is still
 * pending (its build has not started, so it will include this change), unless `force` (Retry).
 * Returns the recorded outcome, or null when no hook is configured. Never throws.
 */
export async function requestRebuild(
  reason: string,
  { revision = null, force = false }: { revision?: string | null; force?: boolean } = {},
): Promise<PublishRequest | null> {
  if (isPreview()) return null;
  try {
    const url = await buildHookUrl();
    if (!url) {
      console.warn(
        `No build hook (Settings → Publishing, or BUILD_HOOK_URL): "${printable(reason)}" is saved but the site is not rebuilt.`,
      );
      return null;
    }
    const store = contentStore();
    if (!force) {
      const [last, build] = await Promise.all([getPublishRequest(store), getBuildRecord(store)]);
      if (last && requestStillPending(last, build, Date.now())) {
        const coalesced = { ...last, at: new Date().toISOString(), revision, coalesced: true };
        await putPublishRequest(store, coalesced);
        return coalesced;
      }
    }
    const outcome = await postToHook(url, reason, revision);
    if (!outcome.ok) console.error(`Rebuild request for "${printable(reason)}" failed: ${outcome.error}`);
    await putPublishRequest(store, outcome);
    return outcome;
  } catch (error) {
    // The store failed (the hook or its outcome is unknown): the admin cannot tell, the log can.
    console.error(`Rebuild request for "${printable(reason)}" could not be recorded:`, errorText(error));
    return null;
  }
}

async function postToHook(url: string, reason: string, revision: string | null): Promise<PublishRequest> {
  const sentAt = new Date().toISOString();
  const outcome = (ok: boolean, error?: string): PublishRequest => ({
    at: new Date().toISOString(),
    sent_at: sentAt,
    ok,
    revision,
    coalesced: false,
    ...(error ? { error } : {}),
  });
  try {
    // Netlify build hooks take the deploy message as `trigger_title`; the body reaches the build as
    // INCOMING_HOOK_BODY.
    const target = new URL(url);
    target.searchParams.set('trigger_title', reason.slice(0, 200));
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason, revision }),
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
      // A build hook answers itself: a redirect is a failure, never followed to another host.
      redirect: 'manual',
    });
    await response.body?.cancel();
    return response.ok ? outcome(true) : outcome(false, `the build hook answered ${response.status}`);
  } catch (error) {
    return outcome(false, requestFailure(error));
  }
}

/** What the admin needs to tell whether the public site shows every saved change. */
export async function publishStatus(): Promise<PublishStatus> {
  const store = contentStore();
  const [revision, request, build, hook] = await Promise.all([
    getContentRevision(store),
    getPublishRequest(store),
    getBuildRecord(store),
    buildHookUrl(),
  ]);
  return {
    content_revision: revision?.revision ?? null,
    updated_at: revision?.updated_at ?? null,
    server_time: new Date().toISOString(),
    hook_configured: hook !== null,
    preview: isPreview(),
    last_request: request,
    last_build: build,
  };
}

/** Retry: requests a rebuild now, whatever is pending. */
export async function retryPublish(): Promise<PublishStatus> {
  const revision = await getContentRevision(contentStore());
  await requestRebuild('Publish requested from the admin', {
    revision: revision?.revision ?? null,
    force: true,
  });
  return publishStatus();
}
