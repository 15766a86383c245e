import type { Store } from '@netlify/blobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuCategory } from '../../src/domain/content/menu.ts';
import { authenticate, ensureDefaultAdmin } from '../../src/server/accounts/auth-service.ts';
import { issueToken } from '../../src/server/accounts/tokens.ts';
import {
  deleteMenuItem,
  getMenu,
  getMenuItemBySlug,
  menuItems,
  putMenuItem,
} from '../../src/server/content/menu-repo.ts';
import { ensureSeeded } from '../../src/server/store/seed.ts';
import { freshBlobStore } from '../helpers/blobs.ts';

/**
 * The per-process read cache (src/server/store/cache.ts) against a real local blob store. The modules
 * imported above are one function instance; otherInstance() loads the same code with its own module
 * state, as another instance in production would.
 */
async function otherInstance() {
  vi.resetModules();
  return {
    menu: await import('../../src/server/content/menu-repo.ts'),
    auth: await import('../../src/server/accounts/auth-service.ts'),
  };
}

const items = (menu: MenuCategory[]) => menu.flatMap((category) => category.items);
const bearer = (token: string) =>
  new Request('http://localhost/api/admin/menu', { headers: { authorization: `Bearer ${token}` } });

let store: Store;
let stop: () => Promise<void>;
const savedEnv = { ...process.env };

beforeEach(async () => {
  let context: string;
  ({ store, context, stop } = await freshBlobStore());
  process.env.NETLIFY_BLOBS_CONTEXT = context;
  process.env.JWT_SECRET = 'x'.repeat(40);
  delete process.env.ADMIN_DEFAULT_PASSWORD;
});
afterEach(async () => {
  process.env = { ...savedEnv };
  await stop();
});

describe('cached menu reads', () => {
  it('see at once what another instance wrote or deleted, and what this one wrote', async () => {
    await ensureSeeded(store);
    const [item] = items(await getMenu(store));
    if (!item) throw new Error('the starter menu has dishes');

    // Written around the store layer, so not recorded: still answered from this instance's cache.
    await store.setJSON(menuItems.key(item.id), { ...item, name: 'Tidak tercatat' });
    expect(items(await getMenu(store))[0]?.name).toBe(item.name);

    const other = await otherInstance();
    await other.menu.putMenuItem(store, { ...item, price: 'Rp 99.000' });
    expect(items(await getMenu(store))[0]?.price).toBe('Rp 99.000');

    await other.menu.deleteMenuItem(store, item);
    expect(items(await getMenu(store)).map((dish) => dish.id)).not.toContain(item.id);

    await putMenuItem(store, { ...item, name: 'Rendang Baru' });
    expect(items(await getMenu(store)).map((dish) => dish.name)).toContain('Rendang Baru');
    await deleteMenuItem(store, { ...item, name: 'Rendang Baru' });
    expect(items(await getMenu(store)).map((dish) => dish.id)).not.toContain(item.id);
  });

  it('find a dish by its new slug, and not by its old one, as soon as another instance renamed it', async () => {
    await ensureSeeded(store);
    const dish = await getMenuItemBySlug(store, 'ayam-pop');
    if (!dish) throw new Error('the starter menu has Ayam Pop');
    expect(await getMenuItemBySlug(store, 'ayam-pop-baru')).toBeNull();

    const other = await otherInstance();
    await other.menu.putMenuItem(store, { ...dish, name: 'Ayam Pop Baru', slug: 'ayam-pop-baru' });
    expect((await getMenuItemBySlug(store, 'ayam-pop-baru'))?.id).toBe(dish.id);
    expect(await getMenuItemBySlug(store, 'ayam-pop')).toBeNull();
  });

  it('share one frozen value, so no caller can change what the next one reads', async () => {
    await ensureSeeded(store);
    const menu = await getMenu(store);
    expect(await getMenu(store)).toBe(menu);
    expect(Object.isFrozen(items(menu)[0])).toBe(true);
  });
});

describe('generation reads shared by concurrent requests', () => {
  /** The store, with its generation reads counted and, while `held`, answered only once released. */
  function watchedStore() {
    let reads = 0;
    let held = false;
    const waiting: Array<() => void> = [];
    const watched = new Proxy(store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver);
        if (name !== 'get' || typeof value !== 'function') return value;
        return async (key: string, options?: unknown) => {
          const answer = await value.call(target, key, options);
          if (key !== 'meta/generation') return answer;
          reads += 1;
          if (held) await new Promise<void>((release) => waiting.push(release));
          return answer;
        };
      },
    });
    return {
      watched,
      reads: () => reads,
      held: () => waiting.length,
      hold: () => {
        held = true;
      },
      release: () => {
        held = false;
        for (const release of waiting.splice(0)) release();
      },
    };
  }

  it('50 requests at once cost at most two generation reads', async () => {
    await ensureSeeded(store);
    const { watched, reads } = watchedStore();
    await getMenu(watched);
    const before = reads();
    const menus = await Promise.all(Array.from({ length: 50 }, () => getMenu(watched)));
    expect(new Set(menus).size).toBe(1);
    expect(reads() - before).toBeLessThanOrEqual(2);
  });

  it('a request arriving during a read never shares that read: it sees every earlier write', async () => {
    await ensureSeeded(store);
    const { watched, held, hold, release } = watchedStore();
    const [item] = items(await getMenu(watched));
    if (!item) throw new Error('the starter menu has dishes');

    hold();
    // A read under way, already holding the generation from before the write below.
    const early = getMenu(watched);
    await vi.waitFor(() => expect(held()).toBe(1));
    const other = await otherInstance();
    await other.menu.putMenuItem(store, { ...item, price: 'Rp 77.000' });
    const late = getMenu(watched);
    release();
    expect(items(await early)[0]?.price).toBe(item.price);
    expect(items(await late)[0]?.price).toBe('Rp 77.000');
  });
});

// The built-in admin is on its first password here: calls allowed before it is changed (its own session).
const ON_FIRST_PASSWORD = { beforePasswordChange: true };

describe('cached session checks', () => {
  it('refuse a token signed out on another instance at once', async () => {
    await ensureDefaultAdmin();
    const { token } = await issueToken('admin', 0);
    const session = await authenticate(bearer(token), 'content', ON_FIRST_PASSWORD);
    await authenticate(bearer(token), 'content', ON_FIRST_PASSWORD);

    const other = await otherInstance();
    await other.auth.logout(session);
    await expect(authenticate(bearer(token), 'content', ON_FIRST_PASSWORD)).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refuse older tokens once the password changed on another instance', async () => {
    await ensureDefaultAdmin();
    const { token } = await issueToken('admin', 0);
    await authenticate(bearer(token), 'content', ON_FIRST_PASSWORD);

    const other = await otherInstance();
    const theirs = await other.auth.authenticate(bearer(token), 'content', ON_FIRST_PASSWORD);
    const { access_token } = await other.auth.changePassword(
      theirs,
      'padang123',
      'RendangEnak2026',
      '127.0.0.1',
    );
    await expect(authenticate(bearer(token), 'content', ON_FIRST_PASSWORD)).rejects.toMatchObject({
      status: 401,
    });
    expect((await authenticate(bearer(access_token), 'content', ON_FIRST_PASSWORD)).admin.token_version).toBe(
      1,
    );
  });
});
