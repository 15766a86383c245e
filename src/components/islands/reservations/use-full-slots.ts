import { useEffect, useState } from 'react';
import type { SlotAvailability } from '../../../domain/reservations/booking-settings.ts';

/**
 * The times of `date` with no seat left (when the restaurant limits seats per slot), asked of
 * GET /api/reservations/slots once per chosen day. Empty while unknown or on failure: the server still
 * refuses a full slot with its own message.
 */
export function useFullSlots(date: string): ReadonlySet<string> {
  const [full, setFull] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    setFull(new Set());
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return;
    let current = true;
    fetch(`/api/reservations/slots?date=${date}`)
      .then((response) => (response.ok ? (response.json() as Promise<SlotAvailability>) : null))
      .then((slots) => {
        if (!current || !slots) return;
        setFull(
          new Set(
            Object.entries(slots.remaining)
              .filter(([, left]) => left <= 0)
              .map(([time]) => time),
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [date]);
  return full;
}
