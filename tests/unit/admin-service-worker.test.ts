import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminServiceWorkerBuild } from '../../src/build/admin-service-worker.ts';

/** A finished build: the admin's two shell pages and the scripts they load. */
async function writeBuild(out: string, files: Record<string, string>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), text);
  }
}

const page = (component: string) =>
  `<!doctype html><astro-island component-url="/_astro/${component}" renderer-url="/_astro/client.a1.js"></astro-island>`;

const BUILD = {
  'admin/dashboard/index.html': page('App.b2.js'),
  'admin/login/index.html': page('App.b2.js'),
  '_astro/client.a1.js': 'import{r}from"./react.c3.js";',
  '_astro/react.c3.js': 'export const r=1;',
  // A screen loaded when first opened, with its stylesheet (as Vite names them for its preloads).
  '_astro/App.b2.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/MenuPage.d4.js","_astro/MenuPage.e5.css"])))=>i.map(i=>d[i]);' +
    'import{r}from"./react.c3.js";const menu=()=>import("./MenuPage.d4.js");',
  '_astro/MenuPage.d4.js': 'export default 1;',
  '_astro/MenuPage.e5.css': '.menu{}',
  // The public site's code is none of the admin's.
  '_astro/ReservationForm.f6.js': 'export default 2;',
};

describe("the admin service worker's list of what to keep", () => {
  let out: string;
  beforeEach(async () => {
    out = await mkdtemp(join(tmpdir(), 'rmp-sw-'));
  });
  afterEach(async () => {
    await rm(out, { recursive: true, force: true });
  });

  it("fetches the shell and the code it loads at once, not a screen's (kept when first opened), nor the site's", async () => {
    await writeBuild(out, BUILD);
    const build = await adminServiceWorkerBuild(out);
    expect(build.shell).toEqual(['/admin/dashboard/', '/admin/login/']);
    expect(build.assets).toEqual(['/_astro/App.b2.js', '/_astro/client.a1.js', '/_astro/react.c3.js']);
  });

  it('keeps its version while the admin is unchanged, and changes it with the code or the pages', async () => {
    await writeBuild(out, BUILD);
    const { version } = await adminServiceWorkerBuild(out);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    await writeBuild(out, { '_astro/ReservationForm.f6.js': 'export default 3;' });
    expect((await adminServiceWorkerBuild(out)).version).toBe(version);

    await writeBuild(out, {
      '_astro/react.c3.js': 'import"./react-dom.g7.js";',
      '_astro/react-dom.g7.js': '',
    });
    const newCode = (await adminServiceWorkerBuild(out)).version;
    expect(newCode).not.toBe(version);
    // A screen's code is not fetched on install, but a new one is a new admin all the same.
    await writeBuild(out, {
      '_astro/MenuPage.e5.css': '.menu{color:red}',
      '_astro/MenuPage.d4.js': 'export default 9;',
    });
    expect((await adminServiceWorkerBuild(out)).version).toBe(newCode);
    await writeBuild(out, {
      '_astro/App.b2.js': BUILD['_astro/App.b2.js'].replaceAll('MenuPage.d4.js', 'MenuPage.i9.js'),
      '_astro/MenuPage.i9.js': 'export default 9;',
    });
    const newScreen = (await adminServiceWorkerBuild(out)).version;
    expect(newScreen).not.toBe(newCode);
    await writeBuild(out, { 'admin/login/index.html': `${page('App.b2.js')}<p>new</p>` });
    expect((await adminServiceWorkerBuild(out)).version).not.toBe(newScreen);
  });

  it('fails the build when the admin loads a file the build does not have', async () => {
    await writeBuild(out, { ...BUILD, 'admin/login/index.html': page('Missing.h8.js') });
    await expect(adminServiceWorkerBuild(out)).rejects.toThrow(/Missing\.h8\.js/);
  });
});
