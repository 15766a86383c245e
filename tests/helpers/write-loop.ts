/**
 * A writer for the "killed mid-write" fault test: adds, renames and deletes menu items in a loop through
 * the content service (the functions' own code), over the store in NETLIFY_BLOBS_CONTEXT. Prints one line
 * per finished write so the test can SIGKILL it in the middle of the next one.
 */
import {
  addMenuItem,
  deleteMenuItem,
  MenuItemWriteSchema,
  updateMenuItem,
} from '../../src/server/content/menu-service.ts';

const prefix = process.argv[2] ?? 'Crash';
const dish = {
  category: 'Makanan',
  description: 'Ditulis sampai prosesnya dimatikan.',
  price: 'Rp 1',
  image: '/images/menu/gulai-ikan-kakap.svg',
};
const input = (name: string, revision?: number) => MenuItemWriteSchema.parse({ ...dish, name, revision });

for (let i = 0; ; i++) {
  const item = await addMenuItem('makanan', input(`${prefix} ${i}`), 'admin');
  console.log(`added ${item.id}`);
  const renamed = await updateMenuItem(
    'makanan',
    item.id,
    input(`${prefix} ${i} baru`, item.revision),
    'admin',
  );
  console.log(`renamed ${renamed.id}`);
  if (i % 3 === 2) {
    await deleteMenuItem('makanan', item.id, 'admin');
    console.log(`deleted ${item.id}`);
  }
}
