import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  orderBody,
  refusalPlace,
  SENDING_KEY,
  sendingIdFor,
  sendOrder,
} from '../../src/client/orders/basket-send.ts';
import { ORDER_MESSAGES, ORDER_REQUEST_ID } from '../../src/domain/orders/order.ts';

/**
 * What Kirim pesanan does with the server's answer before WhatsApp opens: the code of a recorded order, a
 * refusal at the field it names (never bypassed), and an order the server could not take (down, offline,
 * no answer within a few seconds), which the guest can still send by WhatsApp.
 */

const body = orderBody({
  lines: [
    {
      slug: 'rendang-daging',
      name: 'Rendang Daging',
      price: 'Rp 35.000',
      quantity: 2,
      note: ' kuah dipisah ',
    },
  ],
  mode: 'pickup',
  form: { name: ' Sari ', phone: '0812 3456 7890', time: '2026-11-28 12:30', address: 'x', location: 'y' },
  table: '7',
  askTime: true,
});

const answer = (status: number, json: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );

afterEach(() => vi.useRealTimers());

describe('the order the basket sends', () => {
  it('names each dish by its address with its quantity and note, never a price, and only the fields of its way', () => {
    expect(body).toEqual({
      lines: [{ slug: 'rendang-daging', quantity: 2, note: 'kuah dipisah' }],
      mode: 'pickup',
      name: 'Sari',
      phone: '0812 3456 7890',
      time: '2026-11-28 12:30',
      table: '',
      address: '',
      location: '',
    });
    const dineIn = orderBody({
      lines: [],
      mode: 'dine_in',
      form: { name: 'Sari', phone: '0812 3456 7890', time: '2026-11-28 12:30', address: 'x', location: 'y' },
      table: 'A12',
      askTime: false,
    });
    expect(dineIn).toMatchObject({ time: '', table: 'A12', address: '', location: '' });
  });
});

describe('the name a sending goes under', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  };

  it('is the same for the same order sent again, and new once anything in it changed', () => {
    const storage = memory();
    const id = sendingIdFor(body, storage);
    expect(id).toMatch(ORDER_REQUEST_ID);
    expect(sendingIdFor({ ...body }, storage)).toBe(id);
    const more = { ...body, lines: [{ ...body.lines[0], quantity: 3 }] } as typeof body;
    const other = sendingIdFor(more, storage);
    expect(other).not.toBe(id);
    expect(sendingIdFor(body, storage)).not.toBe(id);
  });

  it('keeps no name, number or address of the guest, only a hash of the order', () => {
    const storage = memory();
    sendingIdFor(body, storage);
    const kept = storage.items.get(SENDING_KEY) ?? '';
    expect(kept).not.toContain('Sari');
    expect(kept).not.toContain('0812');
    expect(Object.keys(JSON.parse(kept))).toEqual(['id', 'content']);
  });

  it('is a new one each time where the browser keeps nothing', () => {
    expect(sendingIdFor(body, null)).not.toBe(sendingIdFor(body, null));
  });
});

describe('the answer to Kirim pesanan', () => {
  it('takes the code the server recorded the order under', async () => {
    const order = { code: 'PSN-7K2QX9', lines: [], bill: { total: 70000 } };
    const fetcher = answer(201, { code: 'PSN-7K2QX9', order });
    expect(await sendOrder(body, { fetcher })).toEqual({ kind: 'created', code: 'PSN-7K2QX9', order });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/orders');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(body);
  });

  it('passes on a refusal with the field it names, a rate limit too', async () => {
    expect(
      await sendOrder(body, {
        fetcher: answer(409, { detail: 'Habis: hapus dari pesanan.', field: 'lines.rendang-daging' }),
      }),
    ).toEqual({
      kind: 'refused',
      status: 409,
      detail: 'Habis: hapus dari pesanan.',
      field: 'lines.rendang-daging',
    });
    expect(await sendOrder(body, { fetcher: answer(429, { detail: ORDER_MESSAGES.tooMany }) })).toEqual({
      kind: 'refused',
      status: 429,
      detail: ORDER_MESSAGES.tooMany,
      field: null,
    });
  });

  it('is not recorded when the server fails, is unreachable, or gives no answer within four seconds', async () => {
    expect(await sendOrder(body, { fetcher: answer(503, { detail: 'Store unavailable' }) })).toEqual({
      kind: 'unrecorded',
    });
    expect(
      await sendOrder(body, { fetcher: vi.fn(async () => new Response('<html>', { status: 404 })) }),
    ).toEqual({
      kind: 'unrecorded',
    });
    expect(
      await sendOrder(body, {
        fetcher: vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      }),
    ).toEqual({ kind: 'unrecorded' });
    vi.useFakeTimers();
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const result = sendOrder(body, { fetcher: hanging as unknown as typeof fetch });
    await vi.advanceTimersByTimeAsync(3999);
    let settled = false;
    void result.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toEqual({ kind: 'unrecorded' });
  });
});

describe('where a refusal is shown', () => {
  it('at the field it names, at the dish it names, or above Kirim', () => {
    expect(refusalPlace('phone')).toEqual({ field: 'basket-phone' });
    expect(refusalPlace('time')).toEqual({ field: 'basket-time' });
    expect(refusalPlace('mode')).toEqual({ field: 'basket-mode' });
    expect(refusalPlace('lines.rendang-daging')).toEqual({ line: 'rendang-daging' });
    expect(refusalPlace('lines')).toEqual({});
    expect(refusalPlace(null)).toEqual({});
    expect(refusalPlace('website')).toEqual({});
  });
});
