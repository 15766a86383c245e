import { afterEach, describe, expect, it } from 'vitest';
import type { ConfirmOptions } from '../../src/admin/components/ConfirmDialog.tsx';
import { withDeletesConfirmed } from '../../src/admin/features/reservations/retention-confirm.ts';
import { setLanguage } from '../../src/admin/i18n/i18n.ts';
import { ApiError } from '../../src/admin/shared/api.ts';

/** A save the server first refuses with `answer` (409), then takes once it carries the count. */
function saving(answer: Record<string, unknown>) {
  const sent: Array<number | undefined> = [];
  const send = async (confirmDeletes?: number) => {
    sent.push(confirmDeletes);
    if (confirmDeletes === undefined) throw new ApiError(409, String(answer.detail), answer);
    return 'saved';
  };
  return { send, sent };
}

describe('the question before a shorter retention is saved', () => {
  afterEach(() => setLanguage('en'));

  it('names the bookings alone while no guest order goes with them', async () => {
    const { send, sent } = saving({ detail: 'x', deletes: 2, bookings: 2, orders: 0 });
    const asked: ConfirmOptions[] = [];
    const result = await withDeletesConfirmed(send, 3, async (options) => {
      asked.push(options);
      return true;
    });
    expect(result).toBe('saved');
    expect(sent).toEqual([undefined, 2]);
    expect(asked[0]?.message).toBe(
      '2 bookings will be deleted: the next daily run deletes the bookings dated more than 3 months ago, for good. This cannot be undone.',
    );
    expect(asked[0]?.confirmLabel).toBe('Delete 2 bookings and save');
  });

  it('names the guests’ orders the run deletes with the bookings, and confirms the count of both', async () => {
    const { send, sent } = saving({ detail: 'x', deletes: 3, bookings: 1, orders: 2 });
    const asked: ConfirmOptions[] = [];
    await withDeletesConfirmed(send, 6, async (options) => {
      asked.push(options);
      return true;
    });
    expect(sent).toEqual([undefined, 3]);
    expect(asked[0]?.title).toBe('Delete past bookings and orders for good?');
    expect(asked[0]?.message).toBe(
      "1 booking and 2 orders will be deleted: the next daily run deletes the bookings and guests' orders dated more than 6 months ago, for good. This cannot be undone.",
    );

    setLanguage('id');
    const again = saving({ detail: 'x', deletes: 1, bookings: 0, orders: 1 });
    const no = await withDeletesConfirmed(again.send, 6, async (options) => {
      asked.push(options);
      return false;
    });
    expect(no).toBeNull();
    expect(again.sent).toEqual([undefined]);
    expect(asked[1]?.message).toMatch(
      /^1 pesanan akan dihapus: proses harian berikutnya menghapus permanen reservasi dan pesanan tamu/,
    );
  });
});
