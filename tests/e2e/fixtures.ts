import type { Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro removes `ssr` when it has). */
export async function waitForIslands(page: Page): Promise<void> {
  // client:visible islands hydrate only once seen: bring the first still waiting into view, each time the
  // page is looked at. (Locators of the islands taken first would wait forever for one that hydrated
  // meanwhile: it is no longer an `astro-island[ssr]`.)
  await page.waitForFunction(
    () => {
      const waiting = document.querySelector('astro-island[ssr]');
      // The island itself has no box (display: contents): what it shows has.
      (waiting?.firstElementChild ?? waiting)?.scrollIntoView({ block: 'center' });
      return waiting === null;
    },
    null,
    { polling: 100 },
  );
}

/** Scrolls an element into view so client:visible islands hydrate, then waits for them. */
export async function hydrate(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => !document.querySelector(sel)?.closest('astro-island')?.hasAttribute('ssr'),
    selector,
  );
}

/** Waits until the scripts a public page loads after its first paint have run (see scripts-after-paint). */
export async function waitForPageScripts(page: Page): Promise<void> {
  await page.locator('html[data-scripts-loaded]').waitFor({ state: 'attached' });
}

/**
 * Holds back a script small enough for the page to carry inline (the one whose code contains `marker`), as
 * a slow line holds a script: the page at `path` is served with that script fetched from the site instead,
 * which arrives when the returned `release` is called. What the page shows before it runs is then the page
 * as served, with its CSS.
 */
export async function holdInlineScript(page: Page, path: RegExp, marker: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let code = '';
  await page.route(path, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const inline = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].find((match) =>
      (match[1] ?? '').includes(marker),
    );
    if (!inline) throw new Error(`No inline script with ${marker} in ${route.request().url()}`);
    code = inline[1] ?? '';
    const body = html.replace(inline[0], '<script type="module" src="/held/inline-script.js"></script>');
    await route.fulfill({ response, body });
  });
  await page.route('**/held/inline-script.js', async (route) => {
    await held;
    await route.fulfill({ contentType: 'text/javascript', body: code });
  });
  return release;
}
