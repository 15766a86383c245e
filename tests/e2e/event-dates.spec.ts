/**
 * Events that end by themselves: an event staff give yesterday's dates is marked past in the admin and is
 * absent from the published landing page, while an upcoming one is there, with its schema.org Event.
 */
import { expect, test } from '@playwright/test';
import { localDateTime } from '../../src/domain/content/event-schedule.ts';
import { addDays } from '../../src/domain/content/hours.ts';
import { adminApi, loginAsAdmin } from './admin-fixtures.ts';

const unique = () => Date.now().toString(36);

test('an event that ended yesterday is marked past in the admin and absent from the published landing page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = await adminApi(request);
  const { openingHours } = await api.get('/api/admin/restaurant');
  const today = localDateTime(new Date(), openingHours.timeZone).slice(0, 10);
  const [yesterday, tomorrow] = [addDays(today, -1), addDays(today, 1)];
  const past = `Malam Saluang ${unique()}`;
  const upcoming = `Kelas Masak Gulai ${unique()}`;
  const made: string[] = [];
  try {
    await loginAsAdmin(page, { open: { path: '/admin/events', heading: 'Events' } });
    await page.getByRole('button', { name: 'Add Event' }).click();
    const form = page.getByRole('form', { name: 'Add Event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(past);
    await form
      .getByRole('textbox', { name: 'Date / schedule', exact: true })
      .fill('Kemarin malam, 19:00 - 21:00');
    await form.getByLabel('Starts (optional)').fill(`${yesterday}T19:00`);
    await form.getByLabel('Ends (optional)').fill(`${yesterday}T21:00`);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('Saluang dan dendang Minang.');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/events') && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Save' }).click();
    made.push((await (await saved).json()).id);
    const card = page
      .getByRole('list', { name: 'Events' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: past, exact: true }) });
    await expect(card.getByText('Past', { exact: true })).toBeVisible();

    const next = await api.send('POST', '/api/admin/events', {
      title: upcoming,
      date: 'Besok, 19:00 - 21:00',
      // A hashtag is one long unbroken word: on a 360 px phone it must wrap, not be cut at the card's edge.
      description: 'Belajar gulai kepala ikan. Daftar: #KelasMasakGulaiKepalaIkanBersamaUdaRajoMinang',
      starts_at: `${tomorrow}T19:00`,
      ends_at: `${tomorrow}T21:00`,
    });
    made.push(next.id);

    // Published once the later save is on the site.
    await expect
      .poll(async () => (await request.get('/')).text(), { timeout: 60_000, intervals: [250] })
      .toContain(upcoming);
    await page.goto('/');
    const events = page.locator('#events');
    await expect(events.getByRole('heading', { name: upcoming })).toBeVisible();
    await expect(events.getByText(past)).toHaveCount(0);
    await page.setViewportSize({ width: 360, height: 740 });
    const overflow = await events.locator('.event-card', { hasText: upcoming }).evaluate((card) => {
      const range = document.createRange();
      range.selectNodeContents(card);
      const edge = card.getBoundingClientRect().right;
      return Math.max(...[...range.getClientRects()].map((rect) => rect.right)) - edge;
    });
    expect(overflow, 'text past the right edge of the card, in px').toBeLessThanOrEqual(0);
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const named = (name: string) => jsonLd.filter((data) => data['@type'] === 'Event' && data.name === name);
    expect(named(past)).toEqual([]);
    expect(named(upcoming)).toEqual([
      expect.objectContaining({
        startDate: expect.stringMatching(new RegExp(`^${tomorrow}T19:00:00\\+0[789]:00$`)),
        endDate: expect.stringMatching(new RegExp(`^${tomorrow}T21:00:00\\+0[789]:00$`)),
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: expect.objectContaining({ '@type': 'Restaurant' }),
      }),
    ]);
  } finally {
    for (const id of made) await api.send('DELETE', `/api/admin/events/${id}`);
  }
});
