import type { Page } from '@playwright/test';

/** Waits until every island on the page has hydrated (Astro removes `ssr` when it has). */
export async function waitForIslands(page: Page): Promise<void> {
  // client:visible islands hydrate only once seen: bring each into view.
  for (const island of await page.locator('astro-island[ssr]').all()) await island.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0);
}

/** Scrolls an element into view so client:visible islands hydrate, then waits for them. */
export async function hydrate(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (sel) => !document.querySelector(sel)?.closest('astro-island')?.hasAttribute('ssr'),
    selector,
  );
}
