import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The admin's service worker run with a stand-in `self`: what a tap on a notification opens. */
async function tap(data: unknown, open: string[] = []): Promise<string[]> {
  const handlers = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const windows = open.map((url) => ({
    url,
    navigate: async (target: string) => {
      opened.push(`navigate ${new URL(target).pathname}${new URL(target).search}`);
      return null;
    },
    focus: async () => undefined,
  }));
  const self = {
    ADMIN_BUILD: { version: 'test', shell: [], assets: [] },
    location: { origin: 'https://rm.example' },
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    clients: {
      matchAll: async () => windows,
      openWindow: async (target: string) => {
        opened.push(`open ${new URL(target).pathname}${new URL(target).search}`);
        return null;
      },
    },
  };
  const source = readFileSync('public/admin/sw.js', 'utf8');
  new Function('self', 'importScripts', source)(self, () => undefined);
  let done: Promise<unknown> = Promise.resolve();
  handlers.get('notificationclick')?.({
    notification: { data, close: () => undefined },
    waitUntil: (promise: Promise<unknown>) => {
      done = promise;
    },
  });
  await done;
  return opened;
}

describe('a tap on a push notification', () => {
  it("opens the order it names, with the order's code", async () => {
    expect(await tap({ url: '/admin/orders?code=PSN-7K2QX9' })).toEqual([
      'open /admin/orders?code=PSN-7K2QX9',
    ]);
  });

  it('brings an admin window already open to that order', async () => {
    expect(
      await tap({ url: '/admin/orders?code=PSN-7K2QX9' }, ['https://rm.example/admin/dashboard']),
    ).toEqual(['navigate /admin/orders?code=PSN-7K2QX9']);
  });

  it('opens the reservations for an address outside the admin', async () => {
    expect(await tap({ url: 'https://evil.example/' })).toEqual(['open /admin/reservations']);
  });
});
