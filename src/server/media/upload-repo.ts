import type { Store } from '@netlify/blobs';
import { openStore, storeCall } from '../store/blobs.ts';

/** Uploaded files (logos), apart from the JSON content. */
export function uploadStore(): Store {
  return openStore('uploads');
}

const NAME_PATTERN = /^[a-z0-9]{6,40}\.(png|jpg|svg)$/;

export async function putUpload(
  name: string,
  data: Buffer,
  contentType: string,
  store: Store = uploadStore(),
): Promise<void> {
  const bytes = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  await storeCall('store the upload', () => store.set(`files/${name}`, bytes, { metadata: { contentType } }));
}

/** The file and its content type, or null (also for any name that cannot be one of ours). */
export async function getUpload(
  name: string,
  store: Store = uploadStore(),
): Promise<{ data: ArrayBuffer; contentType: string } | null> {
  if (!NAME_PATTERN.test(name)) return null;
  const result = await storeCall('read the upload', () =>
    store.getWithMetadata(`files/${name}`, { type: 'arrayBuffer' }),
  );
  if (!result) return null;
  const contentType =
    typeof result.metadata.contentType === 'string'
      ? result.metadata.contentType
      : 'application/octet-stream';
  return { data: result.data, contentType };
}
