import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { waitForIslands } from './fixtures.ts';

for (const path of ['/', '/menu/rendang-daging', '/menu/nasi-goreng-keju']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(path);
    await waitForIslands(page);
    // The map iframe points to an outside service that this machine cannot reach.
    const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
