import { describe, expect, it } from 'vitest';
import { keepNewer } from '../../src/admin/shared/keep-newer.ts';

// A staff list's refresh can be answered after a change made on the same screen (issue 40's order queue,
// the reservations list): what the screen holds at a later revision is kept.
describe('keepNewer', () => {
  const code = (item: { code: string }) => item.code;

  it('keeps an order the screen changed after the answer was read', () => {
    const answer = [
      { code: 'PSN-AAAAAA', status: 'new', revision: 1 },
      { code: 'PSN-BBBBBB', status: 'new', revision: 1 },
    ];
    const shown = [{ code: 'PSN-AAAAAA', status: 'accepted', revision: 2 }];
    expect(keepNewer(answer, shown, code)).toEqual([
      { code: 'PSN-AAAAAA', status: 'accepted', revision: 2 },
      { code: 'PSN-BBBBBB', status: 'new', revision: 1 },
    ]);
  });

  it('takes the answer where it is as new or newer, and drops what it no longer lists', () => {
    const answer = [{ code: 'PSN-AAAAAA', status: 'ready', revision: 3 }];
    const shown = [
      { code: 'PSN-AAAAAA', status: 'accepted', revision: 2 },
      { code: 'PSN-CCCCCC', status: 'new', revision: 1 },
    ];
    expect(keepNewer(answer, shown, code)).toEqual(answer);
    expect(keepNewer(answer, null, code)).toEqual(answer);
  });
});
