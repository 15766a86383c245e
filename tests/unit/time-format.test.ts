import { describe, expect, it } from 'vitest';
import { formatWhen } from '../../src/admin/components/When.tsx';
import { guestMessage } from '../../src/admin/features/reservations/guest-message.ts';
import { formatLastLogin } from '../../src/admin/features/users/UsersTable.tsx';

// Issue 14, item 25: staff saw "04.01" on one screen and "04:13" on another. One way everywhere: 04:01.
describe('clock times guests and staff read', () => {
  const moment = '2026-11-12T21:01:00Z';
  const clock = (text: string) => text.match(/\d{1,2}[.:]\d{2}(?!\d)/g)?.at(-1);

  it('are written hh:mm with a colon, on every screen', () => {
    for (const shown of [formatWhen(moment), formatLastLogin(moment)]) {
      expect(clock(shown), shown).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(clock(formatWhen(moment))).toBe(clock(formatLastLogin(moment)));
  });

  it('in the WhatsApp message to a guest too', () => {
    const message = guestMessage({
      id: 'RMPAB12CD34E',
      name: 'Siti Rahmah',
      date: '2026-11-18',
      time: '19:00',
      guests: '2',
      status: 'confirmed',
    });
    expect(message).toContain('pukul 19:00');
  });
});
