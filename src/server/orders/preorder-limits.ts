/**
 * The daily limit of pre-order dishes ("Nasi Kotak Rendang: at most 300 a day"), kept under parallel
 * orders as the seats of a booking slot are: each day's claims of a dish are one document, written only if
 * unchanged since it was read, so the orders of a day are decided one after another, each seeing every
 * claim before it. The last boxes go to exactly as many guests as they serve; the rest are told how many
 * remain.
 */
import type { Store } from '@netlify/blobs';
import { addDays, restaurantNow } from '../../domain/content/hours.ts';
import { lineField, type Order, type PreorderLeft, REVENUE_STATUSES } from '../../domain/orders/order.ts';
import { leftForDayText } from '../../domain/orders/preorder.ts';
import { getMenu } from '../content/menu-repo.ts';
import { getRestaurantInfo, getSettings } from '../content/settings-repo.ts';
import { HttpError } from '../http/errors.ts';
import { contentStore } from '../store/blobs.ts';
import { cachedRead } from '../store/cache.ts';
import { listKeys, mapLimit } from '../store/documents.ts';
import { type DayClaims, orderStore, readDayClaims, readOrder, updateDayClaims } from './repo.ts';

/** One pre-order line to claim: its dish, how many, and the dish's daily limit (null: none). */
export interface PreorderClaim {
  slug: string;
  quantity: number;
  limit: number | null;
}

/**
 * How long a claim counts without its order being checked: far longer than an order takes from its claim
 * to its write. Older claims are checked against their order only when a day looks full, so a claim whose
 * order was never written (its write failed), or that was declined or cancelled, frees its boxes then.
 */
const CLAIM_TTL_MS = 60_000;

const sum = (claims: DayClaims['claims']) => claims.reduce((total, claim) => total + claim.quantity, 0);

/** The claims whose order still holds the dish for the day: every young claim, and old ones checked. */
async function stillHeld(store: Store, claims: DayClaims['claims'], date: string, slug: string, now: number) {
  const held = await mapLimit(claims, 8, async (claim) => {
    if (claim.at > now - CLAIM_TTL_MS) return true;
    const order = await readOrder(store, claim.code);
    return (
      order !== null &&
      order.date === date &&
      REVENUE_STATUSES.includes(order.status) &&
      order.lines.some((line) => line.slug === slug && line.preorder)
    );
  });
  return claims.filter((_, index) => held[index]);
}

/** A pre-order line refused because its day is taken: 409 at the line, "Sisa 40 untuk Sab 12 Des". */
const dayTaken = (slug: string, left: number, date: string) =>
  new HttpError(409, leftForDayText(left, date), {}, { field: lineField(slug) });

/**
 * Claims the pre-order lines of the order about to be written as `code` for `date`, one dish after
 * another. The first line the day cannot take is refused (409, saying what is left) and what was claimed
 * before it is given back. `beyondLimit`: staff putting an order back (Undo) claim all the same.
 */
export async function claimPreorders(
  store: Store,
  order: { code: string; date: string },
  lines: readonly PreorderClaim[],
  { beyondLimit = false, now = Date.now() } = {},
): Promise<void> {
  const claimed: PreorderClaim[] = [];
  try {
    for (const line of lines) {
      if (line.limit === null) continue;
      const limit = line.limit;
      await updateDayClaims(store, { date: order.date, slug: line.slug }, async (current) => {
        let claims = (current?.claims ?? []).filter((claim) => claim.code !== order.code);
        if (!beyondLimit && sum(claims) + line.quantity > limit) {
          claims = await stillHeld(store, claims, order.date, line.slug, now);
          if (sum(claims) + line.quantity > limit)
            throw dayTaken(line.slug, Math.max(0, limit - sum(claims)), order.date);
        }
        return { claims: [...claims, { code: order.code, quantity: line.quantity, at: now }] };
      });
      claimed.push(line);
    }
  } catch (error) {
    await releasePreorders(store, { ...order, slugs: claimed.map((line) => line.slug) }).catch(
      () => undefined,
    );
    throw error;
  }
}

/** Gives back what an order claimed of its day (declined, cancelled, or never written). */
export async function releasePreorders(
  store: Store,
  order: { code: string; date: string; slugs: readonly string[] },
): Promise<void> {
  for (const slug of order.slugs)
    await updateDayClaims(store, { date: order.date, slug }, (current) => ({
      claims: (current?.claims ?? []).filter((claim) => claim.code !== order.code),
    }));
}

/** The pre-order lines of a stored order, as claims (their limits no longer matter: staff's own). */
export const preorderSlugs = (order: Pick<Order, 'lines'>): string[] =>
  order.lines.filter((line) => line.preorder).map((line) => line.slug);

/**
 * What guests may still pre-order (GET /api/preorders/left): for today and each day ahead guests may
 * pre-order, how many of each pre-order dish with a daily limit are left. A claim not yet known to be void
 * still counts, so what is shown is never more than the order would get.
 */
export async function preorderLeft(now = new Date()): Promise<PreorderLeft> {
  const content = contentStore();
  const [restaurant, menu, settings] = await cachedRead(content, 'content:preorder-left', () =>
    Promise.all([getRestaurantInfo(content), getMenu(content), getSettings(content, 'preorder')]),
  );
  const limited = menu
    .flatMap((category) => category.items)
    .flatMap((item) =>
      item.preorder && item.preorder.daily_limit !== null
        ? [{ slug: item.slug, limit: item.preorder.daily_limit }]
        : [],
    );
  if (limited.length === 0) return { days: {} };
  const today = restaurantNow(now, restaurant.openingHours.timeZone).date;
  const dates = Array.from({ length: settings.preorder_days_ahead + 1 }, (_, index) => addDays(today, index));
  const store = orderStore();
  const days = await mapLimit(dates, 4, async (date) => {
    const claimed = new Set(await listKeys(store, `preorders/${date}/`));
    const left = await mapLimit(limited, 4, async ({ slug, limit }) => {
      const day = claimed.has(slug) ? await readDayClaims(store, date, slug) : null;
      return [slug, Math.max(0, limit - sum(day?.claims ?? []))] as const;
    });
    return [date, Object.fromEntries(left)] as const;
  });
  return { days: Object.fromEntries(days) };
}
