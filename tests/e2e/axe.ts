import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

interface Scope {
  /** Only what matches these selectors is checked (the whole page when none). */
  include?: string[];
  /** What matches these selectors is left out, e.g. a frame of an outside service. */
  exclude?: string[];
  /** Only these rules run (every rule when none). */
  rules?: string[];
}

/**
 * The axe-core run every end-to-end test uses: violations only, in the page itself.
 *
 * By default @axe-core/playwright opens a blank page for each run to merge the results of every frame,
 * cross-origin ones included; it took about twice the time of a run in the page. The only cross-origin frame
 * the site has is the map of an outside service (unreachable from the test machine, and not ours to fix), so
 * runs stay in the page (axe's "legacy mode": same-origin frames are still checked). Results other than
 * violations (passes, inapplicable rules) are not collected: no test reads them.
 */
export function axe(page: Page, { include = [], exclude = [], rules }: Scope = {}): AxeBuilder {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of include) builder.include(selector);
  for (const selector of exclude) builder.exclude(selector);
  if (rules) builder.withRules(rules);
  return builder;
}

/** What axe finds serious or critical in `page` (or in the part `scope` names), as `rule: targets` lines. */
export async function seriousViolations(page: Page, scope: Scope = {}): Promise<string[]> {
  const { violations } = await axe(page, scope).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
