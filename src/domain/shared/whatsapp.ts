import type { SiteLanguage } from '../content/site-language.ts';

/** A wa.me link to `number` (digits, country code first) with a prefilled message. */
export function whatsappLink(number: string, message?: string): string {
  const digits = number.replace(/\D/g, '');
  const base = `https://wa.me/${digits}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}

/** A WhatsApp link that lets the guest choose whom to send `message` to (a chat, a family group). */
export function whatsappShareLink(message: string): string {
  return `https://wa.me/?text=${encodeURIComponent(message)}`;
}

/**
 * What a guest sends when sharing a dish page: the dish, the restaurant and the page's address ("Rendang
 * di …: …", from an English page "Beef Rendang at …: …").
 */
export function dishShareMessage(
  dishName: string,
  restaurantName: string,
  url: string,
  language: SiteLanguage = 'id',
): string {
  return `${dishName} ${language === 'en' ? 'at' : 'di'} ${restaurantName}: ${url}`;
}

/**
 * The prefilled order message of the dish page; it names the dish. From an English page it is in English,
 * with the dish's Indonesian name: the one the kitchen knows, as the basket's message names it.
 */
export function dishOrderMessage(
  dishName: string,
  restaurantName: string,
  language: SiteLanguage = 'id',
): string {
  return language === 'en'
    ? `Hello ${restaurantName}, I would like to order ${dishName}. Is it still available?`
    : `Halo ${restaurantName}, saya ingin memesan ${dishName}. Apakah masih tersedia?`;
}
