import type { Store } from '@netlify/blobs';
import { z } from 'zod';
import { readDocument, writeDocument } from '../store/documents.ts';

/**
 * The key that signs admin sessions when the environment gives none (JWT_SECRET), in the admin store:
 * never in a content backup, and a deploy preview's store has its own.
 */
export const SIGNING_KEY = 'auth/signing-key';

export const StoredSigningKeySchema = z.object({
  /** Named in every token it signs (the `kid` header): a token naming another key is refused. */
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  /** 256 bits, base64url. */
  secret: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  created_at: z.string(),
});
export type StoredSigningKey = z.infer<typeof StoredSigningKeySchema>;

export const readSigningKey = (store: Store) => readDocument(store, SIGNING_KEY, StoredSigningKeySchema);

/** Keeps the key unless one is kept already (another instance made its own first): false then. */
export const createSigningKey = (store: Store, key: StoredSigningKey) =>
  writeDocument(store, SIGNING_KEY, key, { onlyIfNew: true });

/** Replaces the kept key: every session signed with the one before ends. */
export const replaceSigningKey = (store: Store, key: StoredSigningKey) =>
  writeDocument(store, SIGNING_KEY, key).then(() => undefined);
