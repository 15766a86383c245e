import { readFile } from 'node:fs/promises';
import { fallbackContent } from '../content/fallback.ts';
import {
  type ContentSnapshot,
  ContentSnapshotSchema,
  type SiteContent,
} from '../domain/content/site-content.ts';
import { publicContent } from '../domain/content/starter-words.ts';
import type { OrderingSettings } from '../domain/orders/ordering-settings.ts';
import type { PreorderSettings } from '../domain/orders/preorder-schemas.ts';

/** Where the build finds its content: the file named by CONTENT_SNAPSHOT (see build-content.ts). */
export const CONTENT_SNAPSHOT_VARIABLE = 'CONTENT_SNAPSHOT';

let cached: Promise<ContentSnapshot> | undefined;

/**
 * The content one build renders, with the revision it stands for: read once per build from the snapshot
 * the content-store build plugin (on Netlify) or the local runtime wrote before the build started. The
 * build never reads the content store itself, because on Netlify the build command cannot: without a
 * snapshot it fails, loudly, rather than publish starter content over the restaurant's own. Its content is
 * as the public site shows it: once the restaurant has a name of its own, no starter text speaks for it
 * (domain/content/starter-words.ts).
 */
export function getContentSnapshot(): Promise<ContentSnapshot> {
  cached ??= readContentSnapshot();
  return cached;
}

/** How guests order and how prices stand, as one build shows them. */
export async function getOrderingSettings(): Promise<OrderingSettings> {
  return (await getContentSnapshot()).ordering;
}

/** The deposit and QRIS of pre-orders, and how far ahead guests may pre-order, as this build publishes them. */
export async function getPreorderSettings(): Promise<PreorderSettings> {
  return (await getContentSnapshot()).preorder;
}

/** The content every page of one build renders. */
export async function getSiteContent(): Promise<SiteContent> {
  return (await getContentSnapshot()).content;
}

/**
 * Reads the snapshot of the build now running, every time it is called. For code that outlives one build
 * (an Astro integration in a build worker kept warm between builds): Node keeps its modules, and with them
 * anything cached at module level, from one build to the next.
 */
export async function readContentSnapshot(
  file = process.env[CONTENT_SNAPSHOT_VARIABLE],
): Promise<ContentSnapshot> {
  if (!file) {
    throw new Error(
      `The build has no content to render: ${CONTENT_SNAPSHOT_VARIABLE} is not set. On Netlify the build plugin ` +
        'netlify/plugins/content-store reads the content store before the build (see netlify.toml); locally, ' +
        '`npm start` builds the site. The build stops rather than publish content that is not the restaurant’s.',
    );
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new Error(`The build could not read its content from ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const parsed = ContentSnapshotSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The content in ${file} is not valid: ${parsed.error.message}`);
  return { ...parsed.data, content: publicContent(parsed.data.content, fallbackContent) };
}
