import { expect, test } from '@playwright/test';
import { loginAsAdmin } from './admin-fixtures.ts';

// Issue 14, item 22: on a phone, staff typed the restaurant's WhatsApp number as they write it,
// "0812 6612 3456", and Save refused it, while guests may type 08xx on the reservation form.
test.use({ viewport: { width: 390, height: 844 } });

test('the WhatsApp number typed the local way is saved, written as wa.me needs it', async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto('/admin/restaurant-info');
  const whatsapp = page.getByLabel('WhatsApp');
  // The starter number, typed the way staff write it: saving it changes nothing for the other specs.
  await whatsapp.fill('0812 6612 3456');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Restaurant info updated successfully!' }),
  ).toBeVisible();
  await expect(whatsapp).not.toHaveAttribute('aria-invalid', 'true');
  await expect(whatsapp).toHaveValue('6281266123456');
  await page.reload();
  await expect(page.getByLabel('WhatsApp')).toHaveValue('6281266123456');
});
