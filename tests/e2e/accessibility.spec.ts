import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe.ts';
import { waitForIslands } from './fixtures.ts';

for (const path of ['/', '/menu/rendang-daging', '/menu/nasi-goreng-keju']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await waitForIslands(page);
    // The map iframe points to an outside service that this machine cannot reach.
    expect(await seriousViolations(page, { exclude: ['iframe'] })).toEqual([]);
    await context.close();
  });
}
