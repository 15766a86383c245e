import { DEFAULT_PREORDER_SETTINGS } from '../../src/domain/orders/preorder-schemas.ts';
import type { adminApi } from './admin-fixtures.ts';

/** Pre-orders with a 50 % deposit, paid by the restaurant's static QRIS (a picture the site ships). */
export const QRIS_DEPOSIT = {
  ...DEFAULT_PREORDER_SETTINGS,
  deposit_percent: 50,
  qris_image: '/images/menu/rendang-daging.svg',
  qris_merchant: 'RM PADANG SEDERHANA RASA',
  qris_nmid: 'ID1020021234567',
};

/** A boxed rice dish of Rp 25.000 added to Makanan, with pre-order terms when given. */
export function addBoxDish(
  api: Awaited<ReturnType<typeof adminApi>>,
  name: string,
  preorder?: Record<string, unknown>,
): Promise<{ id: string; slug: string }> {
  return api.send('POST', '/api/admin/menu/category/makanan/item', {
    name,
    category: 'Makanan',
    description: 'Nasi, rendang, sayur dan sambal dalam kotak.',
    price: 'Rp 25.000',
    image: '/images/menu/rendang-daging.svg',
    ...(preorder && { preorder }),
  });
}
