/**
 * Hands the restaurant's content to the build. On Netlify only build plugins can reach Netlify Blobs (the
 * build command gets no Blobs context), so before the build this plugin reads the live content store into a
 * file and names it in CONTENT_SNAPSHOT, which the build reads (src/build/site-content.ts). A plugin may read
 * any store, but write only deploy-specific ones: a deploy preview or branch deploy gets a copy of the live
 * content in stores of its own deploy, where its functions read and write (src/server/store/blobs.ts).
 *
 * The build fails, with the reason, when the store cannot be read or holds a menu without dishes: it never
 * publishes starter content over the restaurant's own.
 */
import { join } from 'node:path';

/** Our TypeScript, loaded by Node 24's type stripping (the project's Node on Netlify, see netlify.toml). */
const load = (path) => import(new URL(`../../../src/${path}`, import.meta.url).href);

export const onPreBuild = async ({ constants, utils }) => {
  const {
    writeContentSnapshot,
    copyStore,
    liveContentStore,
    liveMediaStore,
    liveUploadStore,
    PREVIEW_STORES,
  } = await load('server/publishing/build-content.ts');
  const { isPreview } = await load('server/config.ts');
  const { openStore, siteStore } = await load('server/store/blobs.ts');
  const { CONTENT_SNAPSHOT_VARIABLE } = await load('build/site-content.ts');

  const file = join(process.cwd(), '.netlify', 'content-snapshot.json');
  try {
    const { revision, content } = await writeContentSnapshot(
      file,
      liveContentStore(),
      liveMediaStore(),
      liveUploadStore(),
    );
    const dishes = content.menu.reduce((count, category) => count + category.items.length, 0);
    console.log(
      `Content revision ${revision ?? '(nothing saved yet)'}: ${dishes} dishes, read for the build.`,
    );
  } catch (error) {
    return utils.build.failBuild(`The content store could not be read for the build: ${error.message}`, {
      error,
    });
  }
  process.env[CONTENT_SNAPSHOT_VARIABLE] = file;

  if (isPreview()) {
    try {
      for (const name of PREVIEW_STORES) {
        const copied = await copyStore(siteStore(name), openStore(name));
        console.log(
          `Preview: ${copied} blobs of the live "${name}" store copied into this deploy's own store.`,
        );
      }
    } catch (error) {
      return utils.build.failBuild(
        `The live content could not be copied for this preview: ${error.message}`,
        {
          error,
        },
      );
    }
  }
  if (constants.IS_LOCAL) console.log(`Content for the build: ${file}`);
};
