/**
 * Netlify's deploy events, as the publish status needs them. Netlify runs the functions named after its
 * events (netlify/functions/deploy-building.mts, deploy-succeeded.mts, deploy-failed.mts) with a JSON body
 * `{ payload: <the deploy> }`; the local runtime's build queue reports its builds the same way. A build
 * itself never writes to the store (Netlify refuses site-wide writes from builds).
 */

import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { type BuildRecord, BuildRecordSchema } from '../../domain/publishing/publish-status.ts';
import { netlifySiteId } from '../config.ts';
import { badRequest } from '../http/errors.ts';
import { readBodyText } from '../http/read-body.ts';
import { siteStore } from '../store/blobs.ts';
import { putBuildRecord } from './publish-repo.ts';

/** The fields of Netlify's deploy payload that matter here (it carries many more). */
export const DeployEventSchema = z.object({
  payload: z.object({
    id: z.string().regex(/^\w{1,64}$/),
    site_id: z.string().max(100).nullish(),
    /** production, deploy-preview, branch-deploy; the local runtime says dev. */
    context: z.string().max(40),
    error_message: z.string().max(10_000).nullish(),
  }),
});
export type DeployEvent = z.infer<typeof DeployEventSchema>;

export type DeployEventKind = 'building' | 'succeeded' | 'failed';

const STATES: Record<DeployEventKind, BuildRecord['state']> = {
  building: 'started',
  succeeded: 'succeeded',
  failed: 'failed',
};

/** Deploys that are not the live site: their builds say nothing about whether the site is live. */
const PREVIEW_CONTEXTS = new Set(['deploy-preview', 'branch-deploy']);

const MAX_BODY_BYTES = 256 * 1024;
const MAX_REASON = 200;

/** Terminal colour and cursor codes (ESC [ … letter) in a build log excerpt. */
const TERMINAL_CODES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Netlify's error message in one short line (it may hold a whole log excerpt). */
export function shortReason(message: string | null | undefined): string {
  const line =
    (message ?? '')
      .replace(TERMINAL_CODES, '')
      .replace(/\p{Cc}+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'The build failed';
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/** Reads an event body (whatever its content type: Netlify's events are JSON). 400 when it is not one, 413 past 256 KB. */
export async function readDeployEvent(request: Request): Promise<DeployEvent> {
  const text = await readBodyText(request, MAX_BODY_BYTES, 'Event body is too large');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('Event body must be valid JSON');
  }
  const parsed = DeployEventSchema.safeParse(raw);
  if (!parsed.success) throw badRequest('Not a deploy event');
  return parsed.data;
}

/**
 * Records what a deploy of the live site is doing, for the publish status; events of previews, and of
 * another site, are ignored. Returns whether it was recorded. The record goes to the site-wide store
 * whichever deploy's function runs it.
 */
export async function recordDeployEvent(
  kind: DeployEventKind,
  { payload }: DeployEvent,
  store: Store = siteStore('content'),
): Promise<boolean> {
  if (PREVIEW_CONTEXTS.has(payload.context)) return false;
  const site = netlifySiteId();
  if (site && payload.site_id && payload.site_id !== site) return false;
  const record = BuildRecordSchema.parse({
    state: STATES[kind],
    at: new Date().toISOString(),
    deploy_id: payload.id,
    ...(kind === 'failed' ? { reason: shortReason(payload.error_message) } : {}),
  });
  await putBuildRecord(store, record);
  return true;
}
