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
