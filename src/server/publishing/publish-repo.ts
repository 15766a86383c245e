import type { Store } from '@netlify/blobs';
import {
  type BuildRecord,
  BuildRecordSchema,
  type ContentRevision,
  ContentRevisionSchema,
  type PublishRequest,
  PublishRequestSchema,
} from '../../domain/publishing/publish-status.ts';
import { readDocument, writeDocument } from '../store/documents.ts';

/**
 * Publishing state, one small blob per fact so that parallel writers never read-modify-write a shared
 * document: the content revision (every content write), the last rebuild request (every save), and what
 * the last build reported (every build).
 */
export const PUBLISH_KEYS = {
  revision: 'meta/revision',
  request: 'meta/publish/request',
  build: 'meta/publish/build',
} as const;

let lastStamp = 0;

/**
 * A new content revision: the time in ms (never going back within one process) and a random suffix, so
 * two writers in the same millisecond still record different revisions.
 */
export function newContentRevision(now = Date.now()): ContentRevision {
  lastStamp = Math.max(now, lastStamp + 1);
  const suffix = crypto.getRandomValues(new Uint32Array(1))[0]?.toString(36).padStart(7, '0');
  return {
    revision: `${lastStamp.toString().padStart(14, '0')}-${suffix}`,
    updated_at: new Date(now).toISOString(),
  };
}

export const getContentRevision = (store: Store) =>
  readDocument(store, PUBLISH_KEYS.revision, ContentRevisionSchema);

export async function putContentRevision(store: Store, revision: ContentRevision): Promise<void> {
  await writeDocument(store, PUBLISH_KEYS.revision, revision);
}

export const getPublishRequest = (store: Store) =>
  readDocument(store, PUBLISH_KEYS.request, PublishRequestSchema);

export async function putPublishRequest(store: Store, request: PublishRequest): Promise<void> {
  await writeDocument(store, PUBLISH_KEYS.request, request);
}

export const getBuildRecord = (store: Store) => readDocument(store, PUBLISH_KEYS.build, BuildRecordSchema);

export async function putBuildRecord(store: Store, record: BuildRecord): Promise<void> {
  await writeDocument(store, PUBLISH_KEYS.build, record);
}
