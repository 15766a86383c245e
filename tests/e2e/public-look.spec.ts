import { expect, type Locator, type Page, test } from '@playwright/test';

/** The boxes of the lines of text inside `locator` (only its text, not its icons), top to bottom. */
const textLines = (locator: Locator) =>
  locator.evaluate((element) => {
    const lines = new Map<number, { top: number; bottom: number; height: number }>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        if (!lines.has(top)) lines.set(top, { top: rect.top, bottom: rect.bottom, height: rect.height });
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, box]) => box);
  });

/** The box of the first line of text inside `locator` (where a reader sees its words). */
async function firstLineBox(locator: Locator) {
  const [first] = await textLines(locator);
  if (!first) throw new Error('no text');
  return first;
}

/** The words of `locator` grouped by the line they are shown on. */
const wordsPerLine = (locator: Locator) =>
  locator.evaluate((element) => {
    const lines = new Map<number, string[]>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, [...(lines.get(top) ?? []), match[0]]);
      }
    }
    return [...lines.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.join(' '));
  });

async function heroButtonStyle(page: Page, name: string) {
  return page.getByRole('link', { name, exact: true }).evaluate((link) => {
    const style = getComputedStyle(link);
    return {
      height: Math.round(link.getBoundingClientRect().height),
      radius: style.borderTopLeftRadius,
      borderWidth: style.borderTopWidth,
      borderColor: style.borderTopColor,
    };
  });
}

test.describe('the landing page right after a fresh start', () => {
  // The end-to-end server is a fresh `npm start` on an empty content store: its site is the first build.
  test('has the public button styles and no admin styles', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.screenshot({ path: testInfo.outputPath('landing-first-build.png') });

    // Pill-shaped 48 px buttons; "Reservasi Meja" keeps its white outline on the dark hero.
    const menu = await heroButtonStyle(page, 'Lihat Menu');
    const booking = await heroButtonStyle(page, 'Reservasi Meja');
    for (const button of [menu, booking]) {
      expect(button.height).toBeGreaterThanOrEqual(48);
      expect(button.radius).toBe('999px');
    }
    expect(booking.borderWidth).toBe('2px');
    expect(booking.borderColor).toBe('rgb(255, 255, 255)');

    // Nothing of the back-office's stylesheet reaches a public page.
    const adminRules = await page.evaluate(() =>
      [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => (rule as CSSStyleRule).selectorText ?? '')
        .filter((selector) => /\.(admin-|data-table|form-grid|collection-)/.test(selector)),
    );
    expect(adminRules).toEqual([]);
  });
});

test.describe('public pages look finished', () => {
  test('the current breadcrumb item sits on the same line as the links', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/menu/rendang-daging/');
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      const link = await firstLineBox(crumbs.getByRole('link', { name: 'Menu' }));
      const current = await firstLineBox(crumbs.locator('[aria-current="page"]'));
      expect(Math.abs(current.top - link.top), `at ${width} px`).toBeLessThanOrEqual(1);
    }
  });

  test('on a desktop the menu cards are centred under the heading', async ({ page }) => {
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/#menu');
      const heading = await page.locator('#menu-title').boundingBox();
      const cards = await page
        .getByRole('tabpanel', { name: 'Makanan' })
        .locator('.menu-card')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
      if (!heading || cards.length === 0) throw new Error('no menu');
      const left = Math.min(...cards.map((card) => card.left));
      const right = Math.max(...cards.map((card) => card.right));
      expect(Math.abs((left + right) / 2 - (heading.x + heading.width / 2)), `at ${width} px`).toBeLessThan(
        2,
      );
    }
  });

  test('related dishes are cards of one height', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/menu/kawa-daun/');
      const related = page.getByRole('region', { name: 'Menu Terkait' });
      const heights = await related
        .locator('.related-card')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().height)));
      expect(heights).toHaveLength(3);
      // Side by side on a desktop: one height. Stacked on a phone: nothing to compare in a row.
      if (width >= 900) expect(new Set(heights).size, `heights ${heights.join(', ')}`).toBe(1);
      // On a phone each is a row, its photo a 96 px thumbnail beside the name: a small file is fetched.
      if (width < 600)
        for (const photo of await related.locator('.related-card img').all()) {
          expect((await photo.boundingBox())?.width).toBe(96);
          const src = await photo.evaluate((img: HTMLImageElement) => img.currentSrc || img.src);
          if (!src.includes('/.netlify/images') || new URL(src).searchParams.get('w') === '320') continue;
          // Chromium may take a larger copy of the same photo that the page has loaded already (the dish's
          // own photo, when the related dish shares it) instead of fetching the small one.
          const loadedElsewhere = await page
            .locator('img:not(.related-card img)')
            .evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
          expect(loadedElsewhere, `${src} is fetched for a 96 px thumbnail`).toContain(src);
        }
      const rows = await related.locator('.related-card').evaluateAll((cards) => {
        const byTop = new Map<number, number[]>();
        for (const card of cards) {
          const box = card.getBoundingClientRect();
          const top = Math.round(box.top);
          byTop.set(top, [...(byTop.get(top) ?? []), Math.round(box.height)]);
        }
        return [...byTop.values()];
      });
      for (const row of rows) expect(new Set(row).size, `a row of ${row.join(', ')} px`).toBe(1);
    }
  });

  test('the calendar icon of an event stands beside the first line of its date', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#events');
    const dates = page.locator('.event-date');
    let twoLines = 0;
    for (const date of await dates.all()) {
      const lines = await textLines(date);
      const line = lines[0];
      if (!line) throw new Error('no date');
      if (lines.length > 1) twoLines++;
      const icon = await date.locator('svg').boundingBox();
      if (!icon) throw new Error('no icon');
      const iconMiddle = icon.y + icon.height / 2;
      expect(Math.abs(iconMiddle - (line.top + line.height / 2))).toBeLessThanOrEqual(2);
    }
    // The walk-through's case: a date that wraps onto a second line on a phone.
    expect(twoLines).toBeGreaterThan(0);
  });

  test('no word of the hero stands alone on a line at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const lines = await wordsPerLine(page.locator('.hero-eyebrow'));
    for (const line of lines) expect(line.split(' ').length, `line "${line}"`).toBeGreaterThan(1);
  });

  test('the footer line keeps the page margins on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#contact');
    const line = await page.locator('.copyright').evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { left: box.left, right: box.right, border: getComputedStyle(element).borderTopWidth };
    });
    expect(line.border).toBe('1px');
    expect(line.left).toBeGreaterThanOrEqual(16);
    expect(line.right).toBeLessThanOrEqual(390 - 16);
  });
});
