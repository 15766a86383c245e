import { t as translate } from '../../i18n/i18n.ts';

/** "12:30", or "Min 29 Nov 12:30" on another day than the list's; "Sekarang" for a guest at a table now. */
export function orderWhen(time: string, day: string): string {
  if (!time) return translate('orders.now');
  const [date = '', clock = ''] = time.split(' ');
  return date === day ? clock : `${date.slice(8, 10)}/${date.slice(5, 7)} ${clock}`;
}
